import Foundation

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        TapRecognizer(count: count, storage: context.tapHistory)
    }
}

/// A tap with its location.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public typealias Body = Never
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        SpatialTapRecognizer(count: count, storage: context.tapHistory, context: context, space: coordinateSpace)
    }
}

/// A gesture that succeeds when the user keeps a finger down for a minimum time.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public typealias Body = Never
    /// How far the touch moves before the drag starts (10 pt by default, as SwiftUI).
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

/// A pinch.
///
/// **Differs from SwiftUI:** the two fingers are simulated: the host's
/// ``HostingView/pinch(at:scale:steps:duration:)`` drives it, on the host clock.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta)
    }
}

/// A two-finger rotation.
///
/// **Differs from SwiftUI:** the two fingers are simulated: the host's
/// ``HostingView/rotate(at:angle:steps:duration:)`` drives it, on the host clock.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        RotateRecognizer(minimumAngleDelta: minimumAngleDelta)
    }
}

/// The pre-iOS 17 names.
public typealias MagnificationGesture = _MagnificationGesture
public typealias RotationGesture = _RotationGesture

public struct _MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        MappedRecognizer(MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta)) { ($0 as? MagnifyGesture.Value)?.magnification ?? 1 }
    }
}

public struct _RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        MappedRecognizer(RotateRecognizer(minimumAngleDelta: minimumAngleDelta)) { ($0 as? RotateGesture.Value)?.rotation ?? .zero }
    }
}
