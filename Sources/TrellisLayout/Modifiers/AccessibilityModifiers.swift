import Foundation

/// Accessibility traits of a view (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}

/// How an accessibility element made from a view treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The children are not accessibility elements of their own.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay elements inside a container element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties merge into the new element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public var description: String { "." + name }
}

/// One accessibility property set on a view. Trellis keeps it in the laid-out tree, shows it
/// in `HostingView.dump()` and ``HostingView/accessibilityProperties(of:)``, and draws
/// nothing for it; layout is unchanged.
public enum AccessibilityProperty: Hashable, Sendable, CustomStringConvertible {
    case label(String)
    case value(String)
    case hint(String)
    case identifier(String)
    case hidden(Bool)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case element(children: AccessibilityChildBehavior)
    case sortPriority(Double)
    /// `accessibilityAdjustableAction`: the view is adjustable (VoiceOver's swipe up and
    /// down); ``HostingView/accessibilityAdjust(_:_:)`` performs the action.
    case adjustableAction

    public var description: String {
        func q(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\n", with: "\\n") + "\"" }
        switch self {
        case .label(let s): return "accessibilityLabel(\(q(s)))"
        case .value(let s): return "accessibilityValue(\(q(s)))"
        case .hint(let s): return "accessibilityHint(\(q(s)))"
        case .identifier(let s): return "accessibilityIdentifier(\(q(s)))"
        case .hidden(let h): return "accessibilityHidden(\(h))"
        case .addTraits(let t): return "accessibilityAddTraits(\(t))"
        case .removeTraits(let t): return "accessibilityRemoveTraits(\(t))"
        case .element(let c): return "accessibilityElement(children: \(c))"
        case .sortPriority(let p): return "accessibilitySortPriority(\(p.trellisFormatted))"
        case .adjustableAction: return "accessibilityAdjustableAction"
        }
    }
}

/// The modifier behind the accessibility modifiers: one property set on its content.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let property: AccessibilityProperty
    /// The action of `.adjustableAction`.
    let adjust: ((AccessibilityAdjustmentDirection) -> Void)?

    init(property: AccessibilityProperty, adjust: ((AccessibilityAdjustmentDirection) -> Void)? = nil) {
        self.property = property
        self.adjust = adjust
    }

    /// Not API: a built-in modifier answers its node (see `ViewModifier._reconcile`).
    public func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler) {
        reconciler.reconcile(modifier: self, content: content)
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        AccessibilityItem(child: child, property: property, adjust: adjust)
    }

    static var readsEnvironment: Bool { false }
}

final class AccessibilityItem: ModifierItem {
    let property: AccessibilityProperty
    let adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    init(child: LayoutItem, property: AccessibilityProperty, adjust: ((AccessibilityAdjustmentDirection) -> Void)? = nil) {
        self.property = property
        self.adjust = adjust
        super.init(child: child)
    }
    override var debugName: String { property.description }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View { modifier(AccessibilityAttachmentModifier(property: .label(label.plainText))) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(AccessibilityAttachmentModifier(property: .label(labelKey.key))) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(AccessibilityAttachmentModifier(property: .label(String(label)))) }

    public func accessibilityValue(_ valueDescription: Text) -> some View { modifier(AccessibilityAttachmentModifier(property: .value(valueDescription.plainText))) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { modifier(AccessibilityAttachmentModifier(property: .value(valueKey.key))) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(AccessibilityAttachmentModifier(property: .value(String(value)))) }

    public func accessibilityHint(_ hint: Text) -> some View { modifier(AccessibilityAttachmentModifier(property: .hint(hint.plainText))) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { modifier(AccessibilityAttachmentModifier(property: .hint(hintKey.key))) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(AccessibilityAttachmentModifier(property: .hint(String(hint)))) }

    /// Adds help text: on iOS it is the view's accessibility hint (SwiftUI also shows it
    /// as a tooltip on macOS and visionOS).
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(textKey) }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }

    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(AccessibilityAttachmentModifier(property: .identifier(identifier))) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(AccessibilityAttachmentModifier(property: .hidden(hidden))) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(AccessibilityAttachmentModifier(property: .addTraits(traits))) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(AccessibilityAttachmentModifier(property: .removeTraits(traits))) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityAttachmentModifier(property: .element(children: children)))
    }
    /// Non-finite priorities count as 0.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityAttachmentModifier(property: .sortPriority(sortPriority.isFinite ? sortPriority : 0)))
    }

    /// Makes the view adjustable: assistive technologies (VoiceOver's swipe up and down)
    /// call `handler` to increment or decrement its value. Layout is unchanged; a host
    /// performs the action with ``HostingView/accessibilityAdjust(_:_:)``.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .adjustableAction, adjust: handler))
    }
}

/// Which way an adjustable view is asked to change its value.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

// The iOS 13 forms, deprecated in SwiftUI for the `accessibilityLabel(_:)` family; they set
// the same properties.
extension View {
    /// Adds a label to the view that describes its contents (`accessibilityLabel(_:)`).
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .label(label.plainText)))
    }

    /// Adds a textual description of the value that the view contains (`accessibilityValue(_:)`).
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .value(value.plainText)))
    }

    /// Communicates to the user what happens after performing the view's action
    /// (`accessibilityHint(_:)`).
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .hint(hint.plainText)))
    }

    /// Uses the string you specify to identify the view (`accessibilityIdentifier(_:)`).
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .identifier(identifier)))
    }

    /// Specifies whether to hide this view from system accessibility features
    /// (`accessibilityHidden(_:)`).
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .hidden(hidden)))
    }

    /// Adds the given traits to the view (`accessibilityAddTraits(_:)`).
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .addTraits(traits)))
    }

    /// Removes the given traits from this view (`accessibilityRemoveTraits(_:)`).
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .removeTraits(traits)))
    }

    /// Sets the sort priority order for this view's accessibility element
    /// (`accessibilitySortPriority(_:)`); non-finite priorities count as 0.
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(property: .sortPriority(sortPriority.isFinite ? sortPriority : 0)))
    }
}

extension HostingView {
    /// The accessibility properties set on the view with identity `id` and on the views
    /// inside it, outermost first (empty when the view is not shown).
    public func accessibilityProperties<ID: Hashable>(of id: ID) -> [AccessibilityProperty] {
        layoutIfNeeded()
        guard let root = self.root else { return [] }
        let key = AnyHashable(id)
        var out: [AccessibilityProperty] = []
        func collect(_ item: LayoutItem) {
            if let a = item as? AccessibilityItem { out.append(a.property) }
            for c in item.placedChildren { collect(c) }
        }
        func find(_ item: LayoutItem) -> Bool {
            if item.tags.contains(key) { collect(item); return true }
            // Modifiers outside the identified view belong to it too.
            if let a = item as? AccessibilityItem, containsTag(a.child, key) { out.append(a.property) }
            for c in item.placedChildren where find(c) { return true }
            return false
        }
        func containsTag(_ item: LayoutItem, _ key: AnyHashable) -> Bool {
            if item.tags.contains(key) { return true }
            if let m = item as? ModifierItem { return containsTag(m.child, key) }
            return false
        }
        _ = find(root)
        return out
    }

    /// Performs the adjustable action (``View/accessibilityAdjustableAction(_:)``) of the
    /// view with identity `id`, or of the nearest view inside it that has one, as VoiceOver's
    /// swipe up (`.increment`) or down (`.decrement`) does; the host then lays out again.
    /// Returns false, changing nothing, when the view is not shown or is not adjustable.
    @discardableResult
    public func accessibilityAdjust<ID: Hashable>(_ id: ID, _ direction: AccessibilityAdjustmentDirection) -> Bool {
        layoutIfNeeded()
        guard let root = self.root else { return false }
        let key = AnyHashable(id)
        func firstAction(_ item: LayoutItem) -> ((AccessibilityAdjustmentDirection) -> Void)? {
            if let a = item as? AccessibilityItem, let adjust = a.adjust { return adjust }
            for c in item.placedChildren { if let f = firstAction(c) { return f } }
            return nil
        }
        func find(_ item: LayoutItem, outer: ((AccessibilityAdjustmentDirection) -> Void)?) -> ((AccessibilityAdjustmentDirection) -> Void)?? {
            // An action set outside the identified view (on a modifier around it) counts.
            let outer = outer ?? (item as? AccessibilityItem)?.adjust
            if item.tags.contains(key) { return .some(outer ?? firstAction(item)) }
            for c in item.placedChildren { if let found = find(c, outer: item is ModifierItem ? outer : nil) { return found } }
            return nil
        }
        guard let found = find(root, outer: nil), let action = found else { return false }
        action(direction)
        layoutIfNeeded()
        return true
    }
}
