/** Command-line tools of Raptor; each subpackage holds one tool, callable in-process. */
package raptor.tools;
