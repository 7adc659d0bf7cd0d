/**
 * Source positions and errors of the TableGen front end, reported as {@code file:line:col: error: message}.
 */
package raptor.tblgen.diag;
