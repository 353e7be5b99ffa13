import Foundation

/// An optional gesture is a gesture: `.gesture(isEnabled ? drag : nil)`. `nil` is no
/// gesture at all: a view given `nil` responds to nothing through that modifier (its
/// frame does not become a hit area, its subviews' gestures are not masked), and in a
/// composition the `nil` part never succeeds, so the composition behaves as its other
/// part does where SwiftUI's would (`simultaneously(with:)`, `exclusively(before:)`).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        switch self {
        case .some(let gesture): return TrellisLayout.makeRecognizer(gesture, context)
        case .none: return AbsentGestureRecognizer()
        }
    }
}

/// A value that may stand for no gesture at all (a `nil` optional gesture).
protocol PossiblyAbsentGesture {
    var isAbsent: Bool { get }
}

extension Optional: PossiblyAbsentGesture where Wrapped: Gesture {
    var isAbsent: Bool { self == nil }
}

/// The recognizer of a `nil` gesture: it fails at the first event, so it never takes a
/// touch from the gestures it competes with.
final class AbsentGestureRecognizer: GestureRecognizer {
    override func handle(_ event: TouchEvent) { fail() }
}
