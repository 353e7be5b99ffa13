// The module Swift Testing's cross-import overlay names for a file that imports both
// Testing and UIKit (the toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay): the
// compiler imports it into such a file and fails when it is missing. Apple's adds image
// attachments for UIKit's images; where UIKit is Trellis's shim (Sources/UIKit) there is
// nothing to add, and this module exists so that a test file importing both compiles.
// It imports nothing, so code built on Trellis never links Swift Testing through it.
