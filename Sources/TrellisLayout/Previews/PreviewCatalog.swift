import Foundation
internal import TrellisPreviewSection

/// One preview in ``PreviewCatalog``: a `#Preview` or a registered `PreviewProvider`.
///
/// Sendable by fiat: its only non-Sendable part is the closure making the view, which the
/// macro generates capturing nothing (a registered entry's closure is the caller's word).
public struct PreviewEntry: @unchecked Sendable, CustomStringConvertible {
    /// Where an entry comes from.
    public enum Kind: String, Sendable {
        /// A `#Preview` macro.
        case macro
        /// A type conforming to `PreviewProvider`.
        case provider
    }

    /// The preview's name: the `#Preview`'s name or the provider's `previewDisplayName`;
    /// unnamed, a `#Preview` is called "Preview" (Xcode's label) and a provider by its type.
    public let name: String
    /// Whether the name was given in the source (`#Preview("Name")`, `.previewDisplayName`).
    public let isNamed: Bool
    public let kind: Kind
    /// The source file (`Module/File.swift`) and line of the `#Preview` or registration.
    public let fileID: String
    public let line: Int
    /// The traits as written (`#Preview(traits:)`), or made from a provider's modifiers.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The device named by `previewDevice(_:)` (recorded only).
    public let device: PreviewDevice?
    private let make: () -> AnyView
    /// For a provider with several previews, which one (1-based); 0 otherwise.
    private let partNumber: Int
    /// For a provider with several previews, which one (1-based); `nil` otherwise.
    public var part: Int? { partNumber > 0 ? partNumber : nil }

    /// A handle unique in practice: `fileID:line` (two previews starting on one line would
    /// share it; the catalogue lists both, and `PreviewCatalog.previews(named:)` returns both).
    public var id: String { "\(fileID):\(line)" + (part.map { "#\($0)" } ?? "") }

    public init(name: String?, kind: Kind = .macro, fileID: String, line: Int,
                traits: [PreviewTrait<Preview.ViewTraits>] = [], device: PreviewDevice? = nil,
                makeView: @escaping () -> AnyView) {
        self.name = name ?? "Preview"
        self.isNamed = name != nil
        self.kind = kind
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.device = device
        self.make = makeView
        self.partNumber = 0
    }

    init(name: String, isNamed: Bool, kind: Kind, fileID: String, line: Int, part: Int?,
         traits: [PreviewTrait<Preview.ViewTraits>], device: PreviewDevice?, makeView: @escaping () -> AnyView) {
        self.name = name
        self.isNamed = isNamed
        self.kind = kind
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.device = device
        self.make = makeView
        self.partNumber = max(part ?? 0, 0)
    }

    /// A new instance of the preview's view.
    public func makeView() -> AnyView { make() }

    /// The layout the traits choose: the last layout trait, `.device` when there is none.
    public var layout: PreviewLayout {
        for trait in traits.reversed() { if case .layout(let layout) = trait.value { return layout } }
        return .device
    }

    /// The orientation the traits choose: the last orientation trait, portrait by default.
    public var orientation: InterfaceOrientation {
        for trait in traits.reversed() { if case .orientation(let o) = trait.value { return o } }
        return .portrait
    }

    public var description: String {
        var text = "\(name) (\(id))"
        if !traits.isEmpty { text += " [" + traits.map(\.description).joined(separator: ", ") + "]" }
        return text
    }

    /// The size of the device the preview runs on: `deviceSize`, with width and height
    /// exchanged in landscape.
    public func deviceSize(_ deviceSize: CGSize) -> CGSize {
        orientation.isLandscape ? CGSize(width: deviceSize.height, height: deviceSize.width) : deviceSize
    }

    /// A host of the preview's preferred size (see ``sizing(deviceSize:textMeasurer:)``),
    /// showing a new instance of the view.
    public func makeHost(deviceSize: CGSize = CGSize(width: 390, height: 844), displayScale: CGFloat = 3,
                         environment: EnvironmentValues = EnvironmentValues(),
                         textMeasurer: any TextMeasuring) -> HostingView<AnyView> {
        let host = HostingView(rootView: makeView(), size: self.deviceSize(deviceSize), displayScale: displayScale,
                               environment: environment, textMeasurer: textMeasurer)
        host.size = sizing(in: host).size
        return host
    }

    /// The preview's preferred size and, when a size was unusable, why.
    public struct Sizing: Equatable, Sendable {
        public let size: CGSize
        /// Set when the layout's size was negative, NaN or infinite and the device's
        /// dimension was used instead.
        public let diagnostic: String?
    }

    /// The preferred size of the preview's container: the (oriented) device for `.device`;
    /// `width`×`height` for `.fixed`; for `.sizeThatFits` the size the view answers when the
    /// device's size is proposed (Apple: "fit the container to the size of the preview when
    /// offered the size of the device"), so the view fills the host from its origin.
    ///
    /// Rule: a `.fixed` dimension that is negative, NaN or infinite, or a `.sizeThatFits`
    /// answer that is, falls back to the device's dimension, with a diagnostic.
    public func sizing(deviceSize: CGSize = CGSize(width: 390, height: 844), textMeasurer: any TextMeasuring) -> Sizing {
        let host = HostingView(rootView: makeView(), size: self.deviceSize(deviceSize), displayScale: 1,
                               textMeasurer: textMeasurer)
        return sizing(in: host)
    }

    /// The preferred size alone (see ``sizing(deviceSize:textMeasurer:)``).
    public func preferredSize(deviceSize: CGSize = CGSize(width: 390, height: 844), textMeasurer: any TextMeasuring) -> CGSize {
        sizing(deviceSize: deviceSize, textMeasurer: textMeasurer).size
    }

    private func sizing(in host: HostingView<AnyView>) -> Sizing {
        let device = host.size
        let wanted: CGSize
        switch layout {
        case .device: return Sizing(size: device, diagnostic: nil)
        case .fixed(let width, let height): wanted = CGSize(width: width, height: height)
        case .sizeThatFits: wanted = host.sizeThatFits(ProposedViewSize(device))
        }
        let usable = { (v: CGFloat) in v.isFinite && v >= 0 }
        if usable(wanted.width) && usable(wanted.height) { return Sizing(size: wanted, diagnostic: nil) }
        let size = CGSize(width: usable(wanted.width) ? wanted.width : device.width,
                          height: usable(wanted.height) ? wanted.height : device.height)
        return Sizing(size: size, diagnostic: "preview '\(name)' (\(id)): unusable size \(wanted.width)x\(wanted.height); "
                      + "the device's dimension is used (\(size.width)x\(size.height))")
    }
}

/// Every preview of the program: the `trellis` command, the snapshot strategies and tests
/// list and render them from here.
///
/// How `#Preview`s are found (a macro cannot run code when a program loads on Linux):
/// each `#Preview` expands to a uniquely named type holding the body, and a 16-byte record
/// (a magic number and a C function that makes the ``PreviewEntry``) placed with
/// `@section("trellis_previews") @used` (SE-0492, Swift 6.3, no feature flag). On ELF the
/// static linker brackets that section with `__start_trellis_previews` and
/// `__stop_trellis_previews`; a small C target reads the two symbols, and the catalogue
/// walks the records between them. SwiftPM links a package's modules statically into the
/// executable or test bundle, so every `#Preview` of the program is there. On other object
/// formats (Mach-O, COFF) the records are not emitted and `#Preview`s must be registered
/// with ``register(_:)-swift.type.method`` like providers. The Swift runtime's conformance
/// records are not used (no portable API lists them).
///
/// `PreviewProvider` types are listed once registered with ``register(_:fileID:line:)``.
public enum PreviewCatalog {
    /// Every preview, sorted by source file and line (then name).
    public static var all: [PreviewEntry] {
        let found = sectionEntries + Registry.shared.entries()
        return found.sorted { ($0.fileID, $0.line, $0.part ?? 0, $0.name) < ($1.fileID, $1.line, $1.part ?? 0, $1.name) }
    }

    /// The problems met while reading the section (records with a wrong magic number).
    public static var diagnostics: [String] { sectionScan.problems }

    /// The previews whose name is `name`, or whose id (`Module/File.swift:LINE`) is.
    public static func previews(named name: String) -> [PreviewEntry] {
        let entries = all
        let byID = entries.filter { $0.id == name }
        return byID.isEmpty ? entries.filter { $0.name == name } : byID
    }

    /// Registers a `PreviewProvider`. Its `previews` become one entry, or one per child when
    /// they are a `Group` or several views (as Xcode's canvas shows them), each named by its
    /// `previewDisplayName`, else by the type's name (with " 2", " 3"… after the first when
    /// there are several), with traits made from `previewLayout` and
    /// `previewInterfaceOrientation`. The ids of several are `fileID:line#1`, `#2`…
    /// Registering a type again does nothing.
    public static func register<P: PreviewProvider>(_ provider: P.Type, fileID: String = #fileID, line: Int = #line) {
        Registry.shared.add(key: ObjectIdentifier(provider)) {
            let parts = splitPreviews(P.previews)
            return parts.enumerated().map { index, part in
                let settings = part.settings
                var traits: [PreviewTrait<Preview.ViewTraits>] = []
                if let layout = settings.layout { traits.append(PreviewTrait(.layout(layout))) }
                if let orientation = settings.orientation { traits.append(PreviewTrait(.orientation(orientation))) }
                let typeName = String(describing: P.self)
                return PreviewEntry(name: settings.displayName ?? (index == 0 ? typeName : "\(typeName) \(index + 1)"),
                                    isNamed: settings.displayName != nil, kind: .provider, fileID: fileID, line: line,
                                    part: parts.count > 1 ? index + 1 : nil, traits: traits, device: settings.device,
                                    makeView: {
                                        let views = splitPreviews(P.previews)
                                        return index < views.count ? AnyView(views[index].view) : AnyView(EmptyView())
                                    })
            }
        }
    }

    /// Registers an entry made elsewhere (a `#Preview` on a platform without the section,
    /// or a preview built in code). An entry with the same id is replaced.
    public static func register(_ entry: PreviewEntry) {
        Registry.shared.add(entry: entry)
    }

    // MARK: The section

    private struct SectionScan {
        var entries: [PreviewEntry] = []
        var problems: [String] = []
    }

    private static let sectionScan: SectionScan = scanSection()
    private static var sectionEntries: [PreviewEntry] { sectionScan.entries }

    private static func scanSection() -> SectionScan {
        var scan = SectionScan()
        guard let start = trellis_previews_section_start(), let end = trellis_previews_section_end(), end > start else {
            return scan
        }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let bytes = end - start
        if bytes % stride != 0 {
            scan.problems.append("trellis_previews: \(bytes) bytes is not a whole number of \(stride)-byte records; the tail is ignored")
        }
        for index in 0..<(bytes / stride) {
            let record = start.load(fromByteOffset: index * stride, as: _PreviewRecord.self)
            guard record.0 == _previewRecordMagic else {
                scan.problems.append("trellis_previews: record \(index) has magic \(String(record.0, radix: 16)); skipped")
                continue
            }
            // The record's function initialises the slot it is lent; the entry is moved out
            // before the standard library takes the slot back.
            withUnsafeTemporaryAllocation(of: PreviewEntry.self, capacity: 1) { slot in
                guard let address = slot.baseAddress else { return }
                record.1(UnsafeMutableRawPointer(address))
                scan.entries.append(address.move())
            }
        }
        return scan
    }

    private final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private let lock = NSLock()
        private var providers: [ObjectIdentifier: () -> [PreviewEntry]] = [:]
        private var providerOrder: [ObjectIdentifier] = []
        private var explicit: [String: PreviewEntry] = [:]

        func add(key: ObjectIdentifier, make: @escaping () -> [PreviewEntry]) {
            lock.lock(); defer { lock.unlock() }
            guard providers[key] == nil else { return }
            providers[key] = make
            providerOrder.append(key)
        }

        func add(entry: PreviewEntry) {
            lock.lock(); defer { lock.unlock() }
            explicit[entry.id] = entry
        }

        func entries() -> [PreviewEntry] {
            lock.lock()
            let makers = providerOrder.compactMap { providers[$0] }
            let others = Array(explicit.values)
            lock.unlock()
            return makers.flatMap { $0() } + others
        }
    }
}

/// A `#Preview`'s record in the `trellis_previews` section: the magic number
/// ``_previewRecordMagic`` and a C function that initializes the memory it is given with
/// the preview's ``PreviewEntry``. Written by the macro's expansion only.
public typealias _PreviewRecord = (UInt64, @convention(c) (UnsafeMutableRawPointer) -> Void)

/// "TRLSPREV" in ASCII: marks a Trellis preview record.
public let _previewRecordMagic: UInt64 = 0x5452_4C53_5052_4556

extension PreviewEntry {
    /// Used by `#Preview`'s record: moves `entry` into the uninitialized memory at `slot`.
    public static func _store(_ entry: PreviewEntry, into slot: UnsafeMutableRawPointer) {
        slot.initializeMemory(as: PreviewEntry.self, repeating: entry, count: 1)
    }
}
