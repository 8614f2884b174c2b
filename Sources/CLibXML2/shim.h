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
#endif
