import TrellisLayout

/// A `@StateObject`'s object lives in the view's node, made once per identity: when the
/// view's new value is compared with its old one to decide whether its body runs again,
/// the property is left out (its autoclosure, a new one each time, would make every value
/// differ), as `@State` is. A change the object publishes runs the body by itself.
extension StateObject: _GraphManagedProperty {}
