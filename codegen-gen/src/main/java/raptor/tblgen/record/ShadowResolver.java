package raptor.tblgen.record;

import java.util.Set;

/**
 * Another resolver, except for the variables an operator binds itself (the element variable of
 * {@code !foreach} and {@code !filter}, the accumulator and element of {@code !foldl}), which stay as they are.
 */
final class ShadowResolver extends Resolver {

  private final Resolver delegate;
  private final Set<String> shadowed;

  ShadowResolver(Resolver delegate, Set<String> shadowed) {
    super(delegate.keeper());
    this.delegate = delegate;
    this.shadowed = Set.copyOf(shadowed);
  }

  @Override
  public Init resolve(String variable) {
    return shadowed.contains(variable) ? null : delegate.resolve(variable);
  }

  @Override
  boolean isFinal() {
    return delegate.isFinal();
  }
}
