import Foundation

extension Array {
    /// An array of `count` elements, element `i` made by `make(i)` in order, each written
    /// straight into the array's memory (a negative count: none).
    ///
    /// For code generic over the element (a `ForEach`'s values, which a run keeps): there,
    /// each `append` goes through the standard library's unspecialised code, which looks
    /// the array's type up in the runtime's metadata cache, and arithmetic on a typed
    /// pointer looks the element's up; here the array is made once and the elements are
    /// placed a stride apart by raw address.
    ///
    /// **Safety.** The memory is the array's; it is lent for the call by
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`. Each element is initialised
    /// once, in order, and the count of initialised ones is kept up to date after each, so
    /// the array holds exactly the elements made, whatever `make` does.
    static func built(count: Int, _ make: (Int) -> Element) -> [Element] {
        let count = Swift.max(count, 0)
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard var address = buffer.baseAddress.map(UnsafeMutableRawPointer.init) else { return }
            let stride = MemoryLayout<Element>.stride
            for i in 0..<count {
                address.initializeMemory(as: Element.self, to: make(i))
                address += stride
                initialized = i + 1
            }
        }
    }
}
