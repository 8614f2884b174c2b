#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU, and its <libxml/encoding.h> then pulls in the system's ICU headers,
// whose declarations clash with the ICU copy inside Foundation on Linux when one Swift module imports both.
// devtools never touches libxml2's encoding handlers (it only parses documents and walks nodes), so the ICU
// part of that header is switched off here; every type it uses keeps its layout.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// libxml2 reports some problems (encoding conversion, I/O) through its generic error handler, which
// prints to stderr, whatever the parser options say. devtools reports every problem itself, with the
// file's name and position, so that channel is silenced. The handler is per thread in libxml2: call
// this on the thread that parses, before parsing.
static void devtools_libxml_ignore(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void devtools_libxml_silence(void) {
    xmlSetGenericErrorFunc(NULL, devtools_libxml_ignore);
}
#endif
