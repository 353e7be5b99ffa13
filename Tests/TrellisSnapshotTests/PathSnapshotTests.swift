import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Arcs, a tangent-arc corner, a trimmed circle, shape transforms, dashed and capped
/// strokes, and an inset border: pictures pinned by committed references (no text, so
/// no fonts are involved).
private struct PathGallery: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Path { p in
                    p.addArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
                }
                .stroke(Color.blue, lineWidth: 3)
                .frame(width: 60, height: 60)
                Path { p in
                    p.addArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
                }
                .stroke(Color.red, lineWidth: 3)
                .frame(width: 60, height: 60)
                Path { p in
                    p.move(to: CGPoint(x: 5, y: 5))
                    p.addArc(tangent1End: CGPoint(x: 55, y: 5), tangent2End: CGPoint(x: 55, y: 55), radius: 15)
                    p.addLine(to: CGPoint(x: 55, y: 55))
                }
                .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                .frame(width: 60, height: 60)
            }
            HStack(spacing: 8) {
                Circle().trim(from: 0, to: 0.75).stroke(Color.orange, lineWidth: 5).frame(width: 60, height: 60)
                Rectangle().rotation(.degrees(30)).fill(Color.purple).frame(width: 40, height: 40).frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.black, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                    .frame(width: 60, height: 60)
            }
        }
        .padding(8)
    }
}

@Suite("Path snapshots")
struct PathSnapshotTests {
    @Test func pathGallery() {
        let size = CGSize(width: 212, height: 144)
        let png = verifySnapshot(of: PathGallery(), as: .png(size: size, scale: 2), named: "path-gallery", record: .missing)
        #expect(png == nil, "\(png ?? "")")
        let svg = verifySnapshot(of: PathGallery(), as: .svg(size: size), named: "path-gallery", record: .missing)
        #expect(svg == nil, "\(svg ?? "")")
    }
}
