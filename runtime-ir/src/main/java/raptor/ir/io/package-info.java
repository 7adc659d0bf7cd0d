/**
 * Reading the files a tool is given and writing the files it produces, with the rules every tool
 * shares: inputs must be regular files or pipes within a size limit; outputs replace regular files
 * atomically, keep their mode, follow symbolic links, and write through devices and FIFOs; errors
 * name the user's path and the operating system's reason.
 */
package raptor.ir.io;
