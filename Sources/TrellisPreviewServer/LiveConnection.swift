import Foundation
import Hummingbird
import HummingbirdWebSocket
import TrellisPreviewRuntime

/// One WebSocket on `/live/<name>`: a live session of the preview (one host kept for the
/// connection's life), driven by the page.
///
/// Messages from the page, JSON text:
/// - `{"type":"tap","x":X,"y":Y}` — a tap at a point in window points;
/// - `{"type":"controls","width":W,"height":H,"scale":S,"typeSize":T,"scheme":"light|dark","direction":"ltr|rtl"}`
///   — new controls (every key optional, as in the HTTP query; the state is kept);
/// - `{"type":"ping"}` — answered by `{"type":"pong"}`.
///
/// Messages to the page: `{"type":"frame","seq":N,"frame":{svg,width,height,animating,time,tapped,views}}`
/// on opening, after each message, and while an animation runs; `{"type":"error","message":…}`
/// for a message it cannot use (the connection stays open); `building`, `reload` and
/// `buildError` from a `--package`'s hot reload.
///
/// Animation: while the last frame says `animating`, the connection advances the host's
/// clock by the real time elapsed (measured, at most ``PreviewEngine/maximumStep`` a
/// step) about every ``frameInterval`` and sends each frame; when nothing animates it
/// sends nothing.
actor LiveConnection {
    /// The time between animation frames: 1/30 s.
    static let frameInterval: Duration = .milliseconds(33)

    let state: ServerState
    let name: String
    let outbound: WebSocketOutboundWriter
    private var backend: (any PreviewBackend)?
    private var session = 0
    private var parameters = RenderParameters()
    private var animation: Task<Void, Never>?
    private var sequence = 0

    init(state: ServerState, name: String, outbound: WebSocketOutboundWriter) {
        self.state = state
        self.name = name
        self.outbound = outbound
    }

    func run(inbound: WebSocketInboundStream, query: [String: String]) async {
        let listener = await state.makeID()
        let writer = outbound
        await state.addListener(listener) { text in try? await writer.write(.text(text)) }
        session = await state.makeID()
        let backend = await state.currentBackend()
        self.backend = backend
        do {
            parameters = try RenderParameters.parse(query)
        } catch let error as PreviewError {
            await sendError(error.message)
        } catch {}
        await deliver(await backend.send(.open(session: session, name: name, parameters: parameters)))
        do {
            for try await message in inbound.messages(maxSize: PreviewServer.maximumMessageSize) {
                switch message {
                case .text(let text): await handle(text)
                case .binary: await sendError("expected a JSON text message, got binary data")
                }
            }
        } catch {
            // The peer went away or broke the protocol: end the session below.
        }
        animation?.cancel()
        _ = await backend.send(.close(session: session))
        await state.removeListener(listener)
    }

    func handle(_ text: String) async {
        guard let backend else { return }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let type = object["type"] as? String else {
            await sendError("malformed message: expected a JSON object with a \"type\" (tap, controls or ping)")
            return
        }
        switch type {
        case "ping":
            await sendText(#"{"type":"pong"}"#)
        case "tap":
            guard let x = Self.number(object["x"]), let y = Self.number(object["y"]) else {
                await sendError("malformed tap: expected numbers \"x\" and \"y\" in window points")
                return
            }
            await deliver(await backend.send(.tap(session: session, x: x, y: y)))
        case "controls":
            var query: [String: String] = [:]
            for key in RenderParameters.knownKeys {
                guard let value = object[key], !(value is NSNull) else { continue }
                if let n = Self.number(value) { query[key] = RenderParameters.format(n) } else { query[key] = "\(value)" }
            }
            for key in object.keys where key != "type" && !RenderParameters.knownKeys.contains(key) {
                await sendError("unknown control '\(key)': expected " + RenderParameters.knownKeys.sorted().joined(separator: ", "))
                return
            }
            do {
                parameters = try RenderParameters.parse(query)
            } catch {
                await sendError("\(error)")
                return
            }
            await deliver(await backend.send(.controls(session: session, parameters: parameters)))
        default:
            await sendError("unknown message type '\(type)': expected tap, controls or ping")
        }
    }

    /// A JSON number as a finite Double (`nil` for anything else).
    static func number(_ value: Any?) -> Double? {
        if let d = value as? Double { return d.isFinite ? d : nil }
        if let i = value as? Int { return Double(i) }
        if let n = value as? NSNumber { return n.doubleValue.isFinite ? n.doubleValue : nil }
        return nil
    }

    /// Sends a frame (or the failure) and keeps animating while the frame says so.
    private func deliver(_ answer: EngineResponse) async {
        switch answer {
        case .frame(let frame):
            await sendFrame(frame)
            if frame.animating { startAnimating() }
        case .failure(let error):
            await sendError(error.message)
        default:
            await sendError("unexpected answer from the previews")
        }
    }

    private func startAnimating() {
        guard animation == nil else { return }
        animation = Task { await self.animate() }
    }

    private func animate() async {
        let clock = ContinuousClock()
        var last = clock.now
        while !Task.isCancelled, let backend {
            try? await Task.sleep(for: Self.frameInterval)
            if Task.isCancelled { break }
            let now = clock.now
            let elapsed = now - last
            last = now
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            guard case .frame(let frame) = await backend.send(.advance(session: session, seconds: seconds)) else { break }
            await sendFrame(frame)
            if !frame.animating { break }
        }
        animation = nil
    }

    private func sendFrame(_ frame: LiveFrame) async {
        sequence += 1
        struct Message: Encodable { let type = "frame"; let seq: Int; let frame: LiveFrame }
        guard let data = try? JSONEncoder().encode(Message(seq: sequence, frame: frame)) else { return }
        await sendText(String(decoding: data, as: UTF8.self))
    }

    private func sendError(_ message: String) async {
        guard let data = try? JSONSerialization.data(withJSONObject: ["type": "error", "message": message], options: [.sortedKeys]) else { return }
        await sendText(String(decoding: data, as: UTF8.self))
    }

    private func sendText(_ text: String) async {
        try? await outbound.write(.text(text))
    }
}
