package raptor.gen.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.annotation.processing.SupportedOptions;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import raptor.gen.emit.DialectEmitter;
import raptor.gen.emit.DocEmitter;
import raptor.gen.emit.EmitContext;
import raptor.gen.emit.EnumEmitter;
import raptor.gen.emit.OpClassEmitter;
import raptor.ir.spec.GenerateDialect;
import raptor.tblgen.TdLoader;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.format.FormatException;
import raptor.tblgen.format.FormatValidator;
import raptor.tblgen.ods.DialectSpec;
import raptor.tblgen.ods.EnumSpec;
import raptor.tblgen.ods.OdsModelBuilder;
import raptor.tblgen.ods.OpSpec;

/**
 * Generates the typed op classes, integer enumerations, dialect class, service entry and
 * Markdown reference of every hooks class annotated {@link GenerateDialect}.
 */
@SupportedAnnotationTypes("raptor.ir.spec.GenerateDialect")
@SupportedOptions(DialectProcessor.TD_ROOT)
public final class DialectProcessor extends AbstractProcessor {
  /** The option naming the directory {@code td} paths are relative to. */
  static final String TD_ROOT = "raptor.tdRoot";

  private final DialectServiceFile services = new DialectServiceFile();

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    for (Element element : round.getElementsAnnotatedWith(GenerateDialect.class)) {
      if (element instanceof TypeElement hooks) {
        generate(hooks, hooks.getAnnotation(GenerateDialect.class).td());
      }
    }
    if (round.processingOver()) {
      writeServices();
    }
    return true;
  }

  private void generate(TypeElement hooks, String td) {
    Messager messager = processingEnv.getMessager();
    String root = processingEnv.getOptions().get(TD_ROOT);
    if (root == null) {
      messager.printMessage(Diagnostic.Kind.ERROR, "the option -A" + TD_ROOT
          + "=DIR (the .td spec root) is not set", hooks);
      return;
    }
    TdLoader loader = new TdLoader(List.of(Path.of(root)));
    try {
      String text = Files.readString(Path.of(root).resolve(td), StandardCharsets.UTF_8);
      DialectSpec spec = OdsModelBuilder.build(loader.loadText(td, text), loader.sources(), td);
      String pkg = processingEnv.getElementUtils().getPackageOf(hooks).getQualifiedName().toString();
      Map<String, AssemblyFormat> formats = formats(spec);
      List<TdException> errors = new ArrayList<>(LibraryChecker.check(spec, processingEnv.getElementUtils()));
      errors.addAll(HookChecker.check(spec, hooks, pkg, formats));
      if (!errors.isEmpty()) {
        errors.forEach(e -> messager.printMessage(Diagnostic.Kind.ERROR, loader.sources().render(e).strip(), hooks));
        return;
      }
      write(new EmitContext(spec, pkg, ClassName.get(hooks), td, hooks,
          LibraryChecker.reservedNames(processingEnv.getElementUtils())), formats, hooks);
    } catch (TdException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, loader.sources().render(e).strip(), hooks);
    } catch (IOException e) {
      messager.printMessage(Diagnostic.Kind.ERROR, td + ": error: cannot read the .td file: "
          + e.getMessage(), hooks);
    }
  }

  /** {@return the checked format of each op that has one, by def name} */
  private static Map<String, AssemblyFormat> formats(DialectSpec spec) {
    Map<String, AssemblyFormat> formats = new LinkedHashMap<>();
    for (OpSpec op : spec.ops()) {
      op.assemblyFormat().ifPresent(f -> {
        try {
          formats.put(op.defName(), FormatValidator.check(f.text(), op));
        } catch (FormatException e) {
          throw formatError(f, e);
        }
      });
    }
    return formats;
  }

  private static TdException formatError(OpSpec.FormatText f, FormatException e) {
    return TdError.at(TdError.offsetIn(f.loc(), f.text(), e.offset()), e.getMessage());
  }

  private void write(EmitContext ctx, Map<String, AssemblyFormat> formats, TypeElement hooks)
      throws IOException {
    Filer filer = processingEnv.getFiler();
    List<JavaFile> files = new ArrayList<>();
    for (OpSpec op : ctx.spec().ops()) {
      AssemblyFormat format = formats.get(op.defName());
      try {
        files.add(new OpClassEmitter(ctx, op, format).emit());
      } catch (FormatException e) {
        throw formatError(op.assemblyFormat().orElseThrow(), e);
      }
    }
    for (EnumSpec enumeration : ctx.spec().enums()) {
      files.add(EnumEmitter.emit(ctx, enumeration));
    }
    files.add(DialectEmitter.emit(ctx));
    for (JavaFile file : files) {
      file.writeTo(filer);
    }
    services.add(ctx.dialectClass().canonicalName());
    PackageElement pkg = processingEnv.getElementUtils().getPackageOf(hooks);
    FileObject doc = filer.createResource(StandardLocation.CLASS_OUTPUT, pkg.getQualifiedName(),
        ctx.spec().dialect().name() + ".md", hooks);
    try (Writer out = doc.openWriter()) {
      out.write(DocEmitter.emit(ctx));
    }
  }

  private void writeServices() {
    try {
      services.writeIfGenerated(processingEnv);
    } catch (IOException e) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
          "cannot write " + DialectServiceFile.PATH + ": " + e.getMessage());
    }
  }
}
