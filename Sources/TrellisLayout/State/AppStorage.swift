import Foundation
import Observation
import Synchronization

/// A property wrapper that reads and writes a value in `UserDefaults`, and updates the
/// views that read it when it changes.
///
/// The store is the one given to the initialiser, else the one set around the view with
/// ``View/defaultAppStorage(_:)``, else `UserDefaults.standard`, as in SwiftUI. The value
/// is the store's for the key, or the default given when the store has none (the default
/// is not written). `$value` is a binding that writes through.
///
/// Which views update: every view that read the key of that store (through any
/// `@AppStorage`, in any host of the process) when a value is written through an
/// `@AppStorage`; and, when a host next updates (a tap, `layoutIfNeeded()`, its turn),
/// those whose key the store now holds another value for, written some other way
/// (`UserDefaults.standard.set(_:forKey:)` in an action).
///
/// **Differs from SwiftUI:** a write that bypasses `@AppStorage` is seen when a host next
/// updates rather than at once through key-value observation (Linux's Foundation has no
/// key-value observation of `UserDefaults`). Tests that must not share state give each
/// host its own store (`UserDefaults(suiteName:)` with ``View/defaultAppStorage(_:)``):
/// `UserDefaults.standard` persists between runs.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @Environment(\.defaultAppStorage) private var environmentStore: UserDefaults
    private let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let codec: AppStorageCodec<Value>

    private init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.codec = codec
    }

    private var store: UserDefaults { explicitStore ?? environmentStore }

    public var wrappedValue: Value {
        get {
            let store = self.store
            AppStorageEntry.entry(store, key).noteRead()
            return codec.read(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = self.store
            AppStorageEntry.entry(store, key).write { codec.write(store, key, newValue) }
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }
    /// A value stored as its integer raw value; a stored number with no case reads as the
    /// default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: AppStorageCodec<Int>.int.raw())
    }
    /// A value stored as its string raw value; a stored string with no case reads as the
    /// default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: AppStorageCodec<String>.string.raw())
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value: nil while the store has none; writing nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Bool>.bool.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Int>.int.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Double>.double.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<String>.string.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<URL>.url.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Data>.data.optional())
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Date>.date.optional())
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<Int>.int.raw().optional())
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec<String>.string.raw().optional())
    }
}

extension View {
    /// The store that `@AppStorage` properties of this view and the views inside it use
    /// when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults { .standard }
}

extension EnvironmentValues {
    /// The store of `@AppStorage` properties that name none (``View/defaultAppStorage(_:)``).
    var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

/// How a value of one type is read from and written to a store: `read` answers nil when
/// the store holds nothing readable as the type (the wrapper's default applies).
struct AppStorageCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// Reads through `UserDefaults`' typed getters (which convert as Apple's do: a stored
    /// "1" reads as `true` and 1) once the store holds the key.
    private static func typed(_ get: @escaping (UserDefaults, String) -> Value?) -> AppStorageCodec {
        AppStorageCodec(read: { store, key in store.object(forKey: key) == nil ? nil : get(store, key) },
                        write: { store, key, value in store.set(value, forKey: key) })
    }

    static var bool: AppStorageCodec<Bool> { .typed { $0.bool(forKey: $1) } }
    static var int: AppStorageCodec<Int> { .typed { $0.integer(forKey: $1) } }
    static var double: AppStorageCodec<Double> { .typed { $0.double(forKey: $1) } }
    static var string: AppStorageCodec<String> { .typed { $0.string(forKey: $1) } }
    static var data: AppStorageCodec<Data> { .typed { $0.data(forKey: $1) } }
    static var date: AppStorageCodec<Date> { .typed { $0.object(forKey: $1) as? Date } }
    static var url: AppStorageCodec<URL> {
        AppStorageCodec<URL>(read: { store, key in store.url(forKey: key) },
                             write: { store, key, value in store.set(value, forKey: key) })
    }

    /// The codec of a type stored as this type's raw values.
    func raw<R: RawRepresentable>() -> AppStorageCodec<R> where R.RawValue == Value {
        AppStorageCodec<R>(read: { store, key in read(store, key).flatMap(R.init(rawValue:)) },
                           write: { store, key, value in write(store, key, value.rawValue) })
    }

    /// The codec of the optional type: nil is no value, written by removing the key.
    func optional() -> AppStorageCodec<Value?> {
        AppStorageCodec<Value?>(read: { store, key in read(store, key).map { Optional($0) } },
                                write: { store, key, value in
                                    if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
                                })
    }
}

/// One key of one store, shared by every `@AppStorage` of the process that names it: the
/// views that read it observe it (Observation), and a write through any of them, or a
/// change a host's update finds (``noteChangesMadeElsewhere()``), invalidates them all.
final class AppStorageEntry: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    let store: UserDefaults
    let key: String
    /// What the store held for the key when last read or written here, compared by value
    /// (see ``fingerprint(_:)``); guarded by ``entries``' lock.
    private var seen: AnyHashable?
    /// How many writes through `@AppStorage` are under way (between the store's write and
    /// ``seen``'s); guarded by ``entries``' lock. The scan for changes made elsewhere
    /// skips the key meanwhile: the change is the writer's to report, once.
    private var writesUnderWay = 0
    /// Bumped for each change: the property the views observe.
    private var version = 0

    private init(store: UserDefaults, key: String) {
        self.store = store
        self.key = key
        self.seen = Self.fingerprint(store.object(forKey: key))
    }

    /// Whether any entry exists: a host's updates skip the lock while none does.
    private static let anyEntry = Atomic<Bool>(false)
    /// Every entry made so far, by store and key.
    private static let entries = LockedValue<[EntryKey: AppStorageEntry]>([:])

    private struct EntryKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    static func entry(_ store: UserDefaults, _ key: String) -> AppStorageEntry {
        entries.withLock { all in
            let k = EntryKey(store: ObjectIdentifier(store), key: key)
            if let entry = all[k] { return entry }
            let entry = AppStorageEntry(store: store, key: key)
            all[k] = entry
            anyEntry.store(true, ordering: .releasing)
            return entry
        }
    }

    func noteRead() {
        registrar.access(self, keyPath: \.version)
    }

    /// A write through an `@AppStorage` (`write` stores the value): the views that read
    /// the key update. No scan on another thread (``noteChangesMadeElsewhere()``) reports
    /// the value as a change made elsewhere: the store is written outside the lock (a
    /// store may notify its observers as it writes), so the write is marked under way.
    func write(_ write: () -> Void) {
        Self.entries.withLock { _ in writesUnderWay += 1 }
        write()
        let now = Self.fingerprint(store.object(forKey: key))
        Self.entries.withLock { _ in
            seen = now
            writesUnderWay -= 1
            // With the lock held, as a scan does (see ``noteChangesMadeElsewhere()``).
            changed()
        }
    }

    private func changed() {
        registrar.withMutation(of: self, keyPath: \.version) { version &+= 1 }
    }

    /// Invalidates the readers of every key whose stored value differs from the one last
    /// seen here: values written to a store directly, not through `@AppStorage`. Called
    /// as a host starts an update and between its rounds.
    static func noteChangesMadeElsewhere() {
        guard anyEntry.load(ordering: .acquiring) else { return }
        // The readers are told with the lock held: a host's update that finds the value
        // already seen (another thread's scan found it first) then finds the change among
        // those delivered to it (`GraphLink.deliver`), never neither. The observers only
        // note the views to update; none reads an entry.
        entries.withLock { all in
            for entry in all.values {
                guard entry.writesUnderWay == 0 else { continue }
                let now = fingerprint(entry.store.object(forKey: entry.key))
                if now != entry.seen {
                    entry.seen = now
                    entry.changed()
                }
            }
        }
    }

    /// A stored property-list value as a comparable one: scalars, strings, data and dates
    /// as themselves, arrays and dictionaries element by element; nil for no value.
    static func fingerprint(_ value: Any?) -> AnyHashable? {
        switch value {
        case nil: return nil
        case let array as [Any]: return AnyHashable(array.map { fingerprint($0) })
        case let dictionary as [String: Any]: return AnyHashable(dictionary.mapValues { fingerprint($0) })
        case let hashable as AnyHashable: return hashable
        default: return AnyHashable(String(describing: value))
        }
    }
}
