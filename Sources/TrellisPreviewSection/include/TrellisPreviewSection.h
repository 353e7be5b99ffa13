#ifndef TRELLIS_PREVIEW_SECTION_H
#define TRELLIS_PREVIEW_SECTION_H

/// The bounds of the `trellis_previews` section of the image this object is linked into
/// (the executable, with SwiftPM's static linking of a package's modules): the records
/// that `#Preview` places there with `@section("trellis_previews") @used`.
/// Both are NULL when the image has no such section (no `#Preview` was compiled in) or on
/// an object format other than ELF.
const void *_Nullable trellis_previews_section_start(void);
const void *_Nullable trellis_previews_section_end(void);

#endif
