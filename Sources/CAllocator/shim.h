// The C library's allocator controls (`mallopt`), which the Swift Glibc module does not export.
#if defined(__linux__)
#include <malloc.h>
#endif
