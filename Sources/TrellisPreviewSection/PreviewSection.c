#include "TrellisPreviewSection.h"

#if defined(__ELF__)
// The static linker defines __start_NAME and __stop_NAME around every output section
// whose name is a C identifier. Weak, so that an image without previews links (both 0).
extern const char __start_trellis_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_trellis_previews[] __attribute__((weak, visibility("hidden")));

const void *trellis_previews_section_start(void) { return __start_trellis_previews; }
const void *trellis_previews_section_end(void) { return __stop_trellis_previews; }
#else
const void *trellis_previews_section_start(void) { return 0; }
const void *trellis_previews_section_end(void) { return 0; }
#endif
