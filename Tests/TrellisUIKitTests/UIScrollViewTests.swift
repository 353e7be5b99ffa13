import Foundation
import Testing
import Trellis
import TrellisRaster
import UIKit

/// Records what a scroll view tells its delegate.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("scroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("end animation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("inset") }
}

/// A 40-point scroll view over a red and a blue 40-point square, scrolled down by 30.
struct Scrolled: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
        blue.backgroundColor = .blue
        scroll.addSubview(red)
        scroll.addSubview(blue)
        scroll.contentSize = CGSize(width: 40, height: 80)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        return scroll
    }
    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

@MainActor
@Suite struct UIScrollViewTests {
    @Test func theOffsetIsTheBoundsOriginAndEveryChangeIsReported() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let log = ScrollLog()
        scroll.delegate = log
        #expect(scroll.clipsToBounds)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scroll.bounds == CGRect(x: 0, y: 30, width: 100, height: 50))
        scroll.bounds.origin = CGPoint(x: 5, y: 30)
        #expect(scroll.contentOffset == CGPoint(x: 5, y: 30))
        scroll.contentOffset = CGPoint(x: 5, y: 30)  // unchanged: not reported
        scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        #expect(log.events == ["scroll 0.0,30.0", "scroll 5.0,30.0", "scroll 0.0,10.0", "end animation"])
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 80, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))  // bottom edge of the rect at the bottom
        scroll.scrollRectToVisible(CGRect(x: 0, y: 60, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))  // already visible
        scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))  // top edge at the top
        scroll.scrollRectToVisible(CGRect(x: 0, y: 290, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))  // no further than the content's end
    }

    @Test func badSizesAndInsetsAreCleaned() {
        let scroll = UIScrollView()
        let log = ScrollLog()
        scroll.delegate = log
        scroll.contentSize = CGSize(width: -4, height: CGFloat.infinity)
        #expect(scroll.contentSize == .zero)
        scroll.contentInset = UIEdgeInsets(top: 8, left: .nan, bottom: 2, right: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 2, right: 0))
        #expect(log.events == ["inset"])
    }

    @Test func subviewsAreDrawnMovedByTheOffsetAndClipped() throws {
        let h = HostingView(rootView: Scrolled().frame(width: 40, height: 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.white),
                            size: CGSize(width: 40, height: 60))
        let image = try RasterImage(pngData: h.pngData(scale: 1))
        // Content y 30…40 (red) shows at 0…10, 40…70 (blue) at 10…40.
        #expect(image.pixel(x: 20, y: 5) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 20, y: 35) == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        // Clipped: the rest of blue is not drawn below the view.
        #expect(image.pixel(x: 20, y: 45) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }
}

@MainActor
@Suite struct KeyValueObservingTests {
    @Test func changesAreReportedWithTheValuesAskedFor() {
        let scroll = UIScrollView()
        var seen: [String] = []
        let observation = scroll.observe(\.contentSize, options: [.initial, .new, .old]) { _, change in
            seen.append("\(change.oldValue.map { "\($0.height)" } ?? "-")→\(change.newValue.map { "\($0.height)" } ?? "-")")
        }
        scroll.contentSize = CGSize(width: 10, height: 100)
        scroll.contentSize = CGSize(width: 10, height: 100)  // the same value: not reported
        scroll.contentOffset = CGPoint(x: 0, y: 4)           // another property: not reported
        scroll.contentSize = CGSize(width: 10, height: 250)
        observation.invalidate()
        scroll.contentSize = CGSize(width: 10, height: 300)
        #expect(seen == ["-→0.0", "0.0→100.0", "100.0→250.0"])
    }

    @Test func anObservationEndsWhenReleased() {
        let view = UIView()
        var frames: [CGFloat] = []
        var observation: NSKeyValueObservation? = view.observe(\.frame, options: .new) { _, change in
            frames.append(change.newValue?.width ?? -1)
        }
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)  // changes the frame too
        _ = observation
        observation = nil
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(frames == [20, 30])
    }
}
