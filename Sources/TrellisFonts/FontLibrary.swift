import Foundation

/// A set of known font faces with family/weight/style lookup and per-character fallback.
///
/// Faces found by directory scanning are described from their `name`/`OS/2`/`head`
/// tables only (files are memory-mapped) and fully parsed on first use. All methods are
/// thread-safe.
public final class FontLibrary: @unchecked Sendable {
    private final class Entry {
        let descriptor: FontDescriptor
        let data: Data?
        var face: FontFace?
        var failed = false

        init(descriptor: FontDescriptor, data: Data?, face: FontFace?) {
            self.descriptor = descriptor
            self.data = data
            self.face = face
        }
    }

    private let lock = NSRecursiveLock()
    private var entries: [Entry] = []
    private var knownPaths = Set<String>()
    private var fallbackCache: [FallbackKey: FontFace?] = [:]
    private var pendingDirectories: [String]

    private struct FallbackKey: Hashable {
        let scalar: UInt32
        let weight: Int
        let italic: Bool
    }

    /// Directories scanned by ``system``: Linux (`/usr/share/fonts`, `/usr/local/share/fonts`,
    /// `~/.local/share/fonts`, `~/.fonts`) and macOS (`/System/Library/Fonts`,
    /// `/Library/Fonts`, `~/Library/Fonts`).
    public static var defaultDirectories: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts",
                "/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
    }

    /// The system library; the default directories are scanned on first use.
    public static let system = FontLibrary(directories: FontLibrary.defaultDirectories)

    /// An empty library.
    public init() {
        pendingDirectories = []
    }

    /// A library that lazily scans `directories` (recursively, `.ttf`/`.otf`/`.ttc`) on first query.
    public init(directories: [String]) {
        pendingDirectories = directories
    }

    private func scanPendingLocked() {
        guard !pendingDirectories.isEmpty else { return }
        let directories = pendingDirectories
        pendingDirectories = []
        for directory in directories { scanLocked(directory) }
    }

    private func scanLocked(_ directory: String) {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue,
              let enumerator = fm.enumerator(atPath: directory) else { return }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lower = relative.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                files.append(directory + "/" + relative)
            }
        }
        for path in files.sorted() { try? registerLocked(path: path) }
    }

    /// Scans `directory` recursively now and registers every readable font in it.
    public func scan(directory: String) {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        scanLocked(directory)
    }

    /// Registers every face of the font file at `path` (symlinks to known files are skipped).
    public func register(path: String) throws {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        try registerLocked(path: path)
    }

    private func registerLocked(path: String) throws {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard !knownPaths.contains(resolved) else { return }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: resolved), options: .alwaysMapped)
        } catch {
            throw FontError(.io, "cannot read font file \(path): \(error.localizedDescription)")
        }
        let count = try FontCollection.faceCount(in: data)
        var newEntries: [Entry] = []
        for i in 0..<count {
            let descriptor = try FontDescriptor.read(data: data, faceIndex: i, path: resolved)
            newEntries.append(Entry(descriptor: descriptor, data: data, face: nil))
        }
        knownPaths.insert(resolved)
        entries.append(contentsOf: newEntries)
        fallbackCache.removeAll()
    }

    /// Registers every face in `data` (a font or collection) and returns them.
    @discardableResult
    public func register(data: Data) throws -> [FontFace] {
        let faces = try FontFace.faces(in: data)
        for face in faces { register(face: face) }
        return faces
    }

    /// Registers an already loaded face.
    public func register(face: FontFace) {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        guard !entries.contains(where: { $0.face === face }) else { return }
        entries.append(Entry(descriptor: FontDescriptor(face: face), data: nil, face: face))
        fallbackCache.removeAll()
    }

    /// Descriptors of all registered faces, in registration order.
    public var descriptors: [FontDescriptor] {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        return entries.map(\.descriptor)
    }

    /// Number of faces that have been fully parsed so far (discovery parses only the
    /// naming tables; faces load on first use).
    public var loadedFaceCount: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.filter { $0.face != nil }.count
    }

    /// Sorted, de-duplicated family names.
    public var familyNames: [String] {
        Array(Set(descriptors.map(\.familyName))).sorted()
    }

    private func loadLocked(_ entry: Entry) -> FontFace? {
        if let face = entry.face { return face }
        guard !entry.failed, let data = entry.data else { return nil }
        do {
            let face = try FontFace(data: data, faceIndex: entry.descriptor.faceIndex)
            face.filePath = entry.descriptor.path
            entry.face = face
            return face
        } catch {
            entry.failed = true
            return nil
        }
    }

    /// All loadable faces of `family` (case-insensitive; also matches full names).
    public func faces(family: String) -> [FontFace] {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        return matchingEntriesLocked(family).compactMap { loadLocked($0) }
    }

    private func matchingEntriesLocked(_ family: String) -> [Entry] {
        let wanted = family.lowercased()
        let byFamily = entries.filter { $0.descriptor.familyName.lowercased() == wanted }
        if !byFamily.isEmpty { return byFamily }
        return entries.filter { $0.descriptor.fullName.lowercased() == wanted }
    }

    /// The face of `family` closest to `weight` and `italic`, following the CSS Fonts
    /// matching algorithm: italic faces first when italic is requested (else upright
    /// first), then weight: for 400–500 the weights up to 500 at or above the target
    /// ascending, then lighter descending, then heavier; below 400 lighter-or-equal
    /// descending then heavier ascending; above 500 heavier-or-equal ascending then lighter
    /// descending.
    public func face(family: String, weight: Int = 400, italic: Bool = false) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        let candidates = matchingEntriesLocked(family)
        guard !candidates.isEmpty else { return nil }
        let preferred = candidates.filter { $0.descriptor.isItalic == italic }
        let group = preferred.isEmpty ? candidates : preferred
        let ordered = FontLibrary.cssWeightOrder(desired: weight, weights: group.map(\.descriptor.weight))
        for index in ordered {
            if let face = loadLocked(group[index]) { return face }
        }
        return nil
    }

    /// Indices of `weights` in CSS font-matching preference order for `desired`.
    static func cssWeightOrder(desired: Int, weights: [Int]) -> [Int] {
        let indexed = Array(weights.enumerated())
        func asc(_ xs: [(offset: Int, element: Int)]) -> [Int] { xs.sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset) }
        func desc(_ xs: [(offset: Int, element: Int)]) -> [Int] { xs.sorted { ($0.element, -$0.offset) > ($1.element, -$1.offset) }.map(\.offset) }
        if desired >= 400 && desired <= 500 {
            return asc(indexed.filter { $0.element >= desired && $0.element <= 500 })
                + desc(indexed.filter { $0.element < desired })
                + asc(indexed.filter { $0.element > 500 })
        } else if desired < 400 {
            return desc(indexed.filter { $0.element <= desired }) + asc(indexed.filter { $0.element > desired })
        } else {
            return asc(indexed.filter { $0.element >= desired }) + desc(indexed.filter { $0.element < desired })
        }
    }

    /// A face that has a glyph for `scalar`: `preferring` itself if it covers the scalar;
    /// else the preferred families of the scalar's ``FallbackScript`` (e.g. NanumGothic for
    /// Hangul, IPAGothic for kana/kanji, DejaVu Sans for Latin) matched to the preferred
    /// face's weight and style; else any registered face that covers it. Results are cached.
    public func fallbackFace(for scalar: Unicode.Scalar, preferring: FontFace? = nil) -> FontFace? {
        if let preferring, preferring.covers(scalar) { return preferring }
        return fallbackFace(for: scalar, weight: preferring?.weight ?? 400, italic: preferring?.isItalic ?? false)
    }

    /// A face covering `scalar` chosen as in ``fallbackFace(for:preferring:)`` for the given weight and style.
    public func fallbackFace(for scalar: Unicode.Scalar, weight: Int, italic: Bool) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, weight: weight, italic: italic)
        lock.lock(); defer { lock.unlock() }
        scanPendingLocked()
        if let cached = fallbackCache[key] { return cached }
        var result: FontFace?
        for family in FallbackScript.of(scalar).preferredFamilies {
            if let face = face(family: family, weight: weight, italic: italic), face.covers(scalar) {
                result = face
                break
            }
        }
        if result == nil {
            for entry in entries {
                if let face = loadLocked(entry), face.covers(scalar) {
                    result = face
                    break
                }
            }
        }
        fallbackCache[key] = .some(result)
        return result
    }

    /// Fallback faces for `primary`, in order: one face per ``FallbackScript`` (general,
    /// Hangul, kana, Han, Arabic, Hebrew, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
    /// Telugu, Kannada, Malayalam, Thai, Lao, Khmer, Myanmar, emoji —
    /// Noto faces where installed), chosen as in ``fallbackFace(for:weight:italic:)`` with the
    /// primary's weight and style, excluding `primary` and duplicates. Pass it to ``Shaper``.
    public func fallbackList(for primary: FontFace) -> [FontFace] {
        let probes: [Unicode.Scalar] = ["A", "\u{D55C}", "\u{3042}", "\u{6F22}", "\u{0628}", "\u{05D0}", "\u{0915}",
                                        "\u{0995}", "\u{0A15}", "\u{0A95}", "\u{0B15}", "\u{0B95}", "\u{0C15}", "\u{0C95}", "\u{0D15}",
                                        "\u{0E01}", "\u{0E81}", "\u{1780}", "\u{1000}", "\u{1F600}"]
        var result: [FontFace] = []
        for probe in probes {
            guard let face = fallbackFace(for: probe, weight: primary.weight, italic: primary.isItalic) else { continue }
            if face !== primary && !result.contains(where: { $0 === face }) { result.append(face) }
        }
        return result
    }
}
