// `import Combine` on platforms without Apple's Combine: OpenCombine's publishers and
// subscribers under Combine's name, with Combine's Foundation and Dispatch additions
// declared here, so files written for Apple platforms compile unchanged.
//
// Decision: this module must not change what any dependency compiles to. SwiftPM puts
// every module of a build in one folder that every compilation searches, so once this
// module (`Combine.swiftmodule`) exists, `canImport(Combine)` is true for every module
// compiled after it. OpenCombine's Foundation and Dispatch modules declare their
// un-namespaced API (`NotificationCenter.publisher(for:)`, `DispatchQueue: Scheduler`,
// `RunLoop: Scheduler`, `Timer.TimerPublisher`, `URLSession.dataTaskPublisher`) only
// `#if !canImport(Combine)`, so an incremental rebuild of them after this module exists
// drops that API, and a conformance cannot be declared again here only when it is
// missing. So this module depends on OpenCombine's core alone and declares that API
// itself, unconditionally (SchedulersDispatch.swift, SchedulersFoundation.swift,
// FoundationPublishers.swift); OpenCombineFoundation and OpenCombineDispatch are not part
// of the build. The core's own `#if !canImport(Combine)` declarations
// (`Optional.publisher`, `Result.publisher`) are declared here again as disfavoured
// overloads that return the same types (StandardLibraryPublishers.swift): the same calls
// compile to the same thing whichever way OpenCombine was compiled. Scripts/
// shim-rebuild-check.sh pins this with a clean and an incremental build of a package.
@_exported import OpenCombine
// `Timer.publish(every:on:in:)` and its publisher, on the host's clock.
@_exported import TrellisCombine
// `URLSession` (whose `dataTaskPublisher` this module declares) is in FoundationNetworking
// where Foundation is swift-corelibs-foundation; on Apple platforms `import Foundation`
// gives it, so a file written there imports Foundation and Combine only.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
