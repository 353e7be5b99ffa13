@_spi(Reflection) import Swift

/// Where a type's dynamic properties are stored: its stored properties whose declared
/// types are dynamic properties (`@State`, `@Environment`…, and custom ones, with those
/// they hold), by offset, in declaration order. Found once per type with the standard
/// library's walk of a type's fields (`_forEachField`), then read in place in each value.
/// (Reflecting each value with `Mirror` would demangle its properties' types every time.)
struct DynamicPropertyFields: Sendable {
    enum Field: @unchecked Sendable {
        case installer(offset: Int, type: any DynamicPropertyInstaller.Type)
        /// A custom dynamic property: the fields it holds, then its `update()`.
        case custom(offset: Int, type: any DynamicProperty.Type, fields: DynamicPropertyFields)
    }

    let fields: [Field]
    /// Whether the type also holds dynamic properties where its fields do not show them
    /// (a ``DynamicPropertyContainer``: a custom modifier's storage). Asked once per type,
    /// not by a cast of every view built.
    let isContainer: Bool
    /// How many slots of a node's state storage the fields take, those a custom property
    /// holds included (see ``DynamicPropertyInstaller/storageSlots``).
    let storageSlots: Int
    var isEmpty: Bool { fields.isEmpty }

    private static let known = SharedTypeMemo<DynamicPropertyFields?>()

    /// The fields of `type`; nil when its fields cannot be walked (a class). An enum has
    /// none: what its cases carry is not a stored property.
    static func of(_ type: Any.Type) -> DynamicPropertyFields? {
        // Worked out outside the lock (a custom property's fields are asked for within).
        known.value(for: type) { make(type) }
    }

    private static func make(_ type: Any.Type) -> DynamicPropertyFields? {
        var fields: [Field] = []
        var walkable = true
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let installer = fieldType as? any DynamicPropertyInstaller.Type {
                fields.append(.installer(offset: offset, type: installer))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                guard let nested = of(custom) else {
                    walkable = false
                    return false
                }
                fields.append(.custom(offset: offset, type: custom, fields: nested))
            }
            return true
        }
        guard walked && walkable else { return nil }
        let slots = fields.reduce(0) { total, field in
            switch field {
            case .installer(_, let type): total + type.storageSlots
            case .custom(_, _, let nested): total + nested.storageSlots
            }
        }
        return DynamicPropertyFields(fields: fields, isContainer: type is DynamicPropertyContainer.Type, storageSlots: slots)
    }

    /// Installs the dynamic properties of the value at `base` for `node`.
    func install(at base: UnsafeRawPointer, node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        for field in fields {
            switch field {
            case .installer(let offset, let type):
                type.install(at: base + offset, node: node, stateIndex: &stateIndex, graph: graph)
            case .custom(let offset, let type, let nested):
                nested.install(at: base + offset, node: node, stateIndex: &stateIndex, graph: graph)
                type.update(at: base + offset)
            }
        }
    }
}

extension DynamicPropertyInstaller {
    /// `install` on the value stored at `address`.
    static func install(at address: UnsafeRawPointer, node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        address.assumingMemoryBound(to: Self.self).pointee.install(node: node, stateIndex: &stateIndex, graph: graph)
    }
}

extension DynamicProperty {
    /// `update()` on a copy of the value stored at `address` (as on a reflected value: what
    /// it updates, it updates through the references it holds).
    static func update(at address: UnsafeRawPointer) {
        var copy = address.assumingMemoryBound(to: Self.self).pointee
        copy.update()
    }
}
