// Written as for Apple platforms, with `import SwiftUI` changed to `import Trellis`:
// `import Combine` and `import CoreGraphics` resolve to Trellis's Linux shims.
import Combine
import CoreGraphics
import Trellis

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var width: CGFloat = 100
    var cancellables = Set<AnyCancellable>()

    init() {
        Just(0).sink { _ in }.store(in: &cancellables)
    }
}

@Observable final class Model {
    var title = "a"
    var other = 0
    var width: CGFloat = 100
}
