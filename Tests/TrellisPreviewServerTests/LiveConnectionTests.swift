import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
@testable import TrellisPreviewRuntime
@testable import TrellisPreviewServer

/// A decoded message of `/live/<name>`.
struct LiveMessage: Decodable {
    var type: String
    var seq: Int?
    var frame: LiveFrame?
    var message: String?
}

/// Reads the next message.
func next(_ iterator: inout WebSocketInboundMessageStream.AsyncIterator) async throws -> LiveMessage {
    guard let message = try await iterator.next() else { throw CancellationError() }
    guard case .text(let text) = message else { throw CancellationError() }
    return try JSONDecoder().decode(LiveMessage.self, from: Data(text.utf8))
}

/// The centre of the button whose label is `label` (the Button view that contains the
/// label's Text).
func buttonCentre(_ label: String, in frame: LiveFrame) throws -> (Double, Double) {
    let button = try #require(frame.views.first { $0.type == "Button" && $0.id == label })
    return (button.x + button.width / 2, button.y + button.height / 2)
}

@Suite(.timeLimit(.minutes(2))) struct LiveConnectionTests {
    @Test func tapsChangeStateAndAnimationsStream() async throws {
        try await makeServer().application().test(.live) { client in
            try await client.ws("/live/pet-voting?width=390&height=844", configuration: .init(maxFrameSize: 1 << 24)) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                let first = try await next(&messages)
                #expect(first.type == "frame" && first.seq == 1)
                let opened = try #require(first.frame)
                #expect(opened.width == 390 && opened.height == 844 && opened.animating == false)
                #expect(opened.svg.contains("<svg"))
                // The leaderboard shows the Dog's 16 votes.
                #expect(opened.views.contains { $0.name == #"Text "16""# })
                let (x, y) = try buttonCentre("Dog", in: opened)
                // Ten votes take the Dog from 16 to 26, past the Cat's 25: the avatars swap
                // places on the podium, animated.
                var animatedFrames = 0
                var last = opened
                var seq = 1
                for vote in 1...10 {
                    try await outbound.write(.text(#"{"type":"tap","x":\#(x),"y":\#(y)}"#))
                    var reply = try await next(&messages)
                    // Frames of an earlier vote's animation may come first.
                    while reply.frame?.tapped == nil {
                        animatedFrames += 1
                        reply = try await next(&messages)
                    }
                    #expect(reply.frame?.tapped == true)
                    #expect(reply.frame?.views.contains { $0.name == "Text \"\(16 + vote)\"" } == true, "vote \(vote)")
                    let replySeq = try #require(reply.seq)
                    #expect(replySeq > seq)
                    seq = reply.seq ?? seq
                    last = try #require(reply.frame)
                }
                #expect(last.animating == true, "the rank change animates")
                // The server advances the clock in real time and sends frames until the
                // animation ends; then nothing.
                var times: [Double] = [last.time]
                while last.animating {
                    let message = try await next(&messages)
                    let frame = try #require(message.frame)
                    #expect(message.seq == seq + 1)
                    seq += 1
                    times.append(frame.time)
                    animatedFrames += 1
                    last = frame
                }
                #expect(animatedFrames >= 5)
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
                // .default is 0.35 s: no animation frame is past its end by more than one step.
                #expect(times.last! - times.first! >= 0.3)
                try await outbound.write(.text(#"{"type":"ping"}"#))
                let pong = try await next(&messages)
                #expect(pong.type == "pong", "no frame is sent while idle")
            }
        }
    }

    @Test func malformedMessagesAreAnsweredAndTheConnectionLives() async throws {
        let cases: [(String, String)] = [
            ("not json", "malformed message: expected a JSON object with a \"type\" (tap, controls or ping)"),
            (#"{"x":1}"#, "malformed message: expected a JSON object with a \"type\" (tap, controls or ping)"),
            (#"{"type":"swipe"}"#, "unknown message type 'swipe': expected tap, controls or ping"),
            (#"{"type":"tap","x":"left","y":3}"#, "malformed tap: expected numbers \"x\" and \"y\" in window points"),
            (#"{"type":"tap","x":1}"#, "malformed tap: expected numbers \"x\" and \"y\" in window points"),
            (#"{"type":"controls","width":-3}"#, "bad width '-3': expected a number of points greater than 0"),
            (#"{"type":"controls","scale":100}"#, "scale 100 is above the cap of 4"),
            (#"{"type":"controls","zoom":2}"#, "unknown control 'zoom': expected direction, height, scale, scheme, typeSize, width"),
        ]
        try await makeServer().application().test(.live) { client in
            try await client.ws("/live/leaderboard", configuration: .init(maxFrameSize: 1 << 24)) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                #expect(try await next(&messages).type == "frame")
                for (sent, answer) in cases {
                    try await outbound.write(.text(sent))
                    let reply = try await next(&messages)
                    #expect(reply.type == "error" && reply.message == answer, "\(sent)")
                }
                try await outbound.write(.binary(ByteBuffer(string: "1234")))
                #expect(try await next(&messages).message == "expected a JSON text message, got binary data")
                // Still alive: a good control change answers with a frame of the new size.
                try await outbound.write(.text(#"{"type":"controls","width":300,"height":200,"scheme":"dark","direction":"rtl","typeSize":"xSmall"}"#))
                let frame = try #require(try await next(&messages).frame)
                #expect(frame.width == 300 && frame.height == 200)
                #expect(frame.svg.contains("#000000") || frame.svg.contains("rgb(0,0,0)") || frame.svg.contains("black"))
            }
            // And the server lives on.
            try await client.execute(uri: "/previews.json", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func unknownPreviewIsRefused() async throws {
        try await makeServer().application().test(.live) { client in
            await #expect(throws: (any Error).self) {
                try await client.ws("/live/nope") { _, _, _ in }
            }
            try await client.execute(uri: "/live/nope", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
