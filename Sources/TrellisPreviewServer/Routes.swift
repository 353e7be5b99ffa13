import Foundation
import Hummingbird
import HummingbirdWebSocket
import TrellisPreviewRuntime

/// The stable HTTP interface of `trellis preview` (documented in the README):
///
/// - `GET /` — the page.
/// - `GET /previews.json` — `[{name, title, kind, source, width, height}]`.
/// - `GET /render/<name>.svg`, `GET /render/<name>.png` — query `width`, `height`, `scale`,
///   `typeSize`, `scheme`, `direction` (see ``RenderParameters``).
/// - `GET /layout/<name>.json` — `{name, width, height, views: [{type, name, id, depth, x, y, width, height, removing}]}`.
/// - `GET /status.json` — `{generation, building, error}` of a `--package`'s build.
/// - WebSocket `/live/<name>` — see ``LiveConnection``.
///
/// Errors are JSON, `{"error": "…"}`: 404 for an unknown preview or path, 400 for a
/// malformed or out-of-range parameter (including a size above the caps), 503 when a
/// package's runner cannot answer.
enum Routes {
    static func build(state: ServerState) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/previews.json") { _, _ in
            try await respond(await state.currentBackend().send(.list))
        }
        router.get("/status.json") { _, _ in
            json(await state.buildStatus())
        }
        router.get("/render/:file") { request, context in
            let file = try fileName(context)
            let format: PictureKind
            let name: String
            if file.hasSuffix(".svg") {
                format = .svg; name = String(file.dropLast(4))
            } else if file.hasSuffix(".png") {
                format = .png; name = String(file.dropLast(4))
            } else {
                return failure(.notFound("no such picture '\(file)': expected /render/<name>.svg or /render/<name>.png"))
            }
            let parameters: RenderParameters
            do { parameters = try RenderParameters.parse(query(request)) } catch let error as PreviewError { return failure(error) }
            return try await respond(await state.currentBackend().send(.render(name: name, parameters: parameters, format: format)),
                                     contentType: format == .svg ? "image/svg+xml" : "image/png")
        }
        router.get("/layout/:file") { request, context in
            let file = try fileName(context)
            guard file.hasSuffix(".json") else {
                return failure(.notFound("no such layout '\(file)': expected /layout/<name>.json"))
            }
            let parameters: RenderParameters
            do { parameters = try RenderParameters.parse(query(request)) } catch let error as PreviewError { return failure(error) }
            return try await respond(await state.currentBackend().send(.layout(name: String(file.dropLast(5)), parameters: parameters)))
        }
        router.ws("/live/:name", shouldUpgrade: { request, context in
            let name = try fileName(context, key: "name")
            let answer = await state.currentBackend().send(.list)
            if case .previews(let list) = answer, !list.contains(where: { $0.name == name }) {
                throw HTTPError(.notFound, message: "unknown preview '\(name)'")
            }
            return .upgrade([:])
        }, onUpgrade: { inbound, outbound, context in
            let name = (try? fileName(context.requestContext, key: "name")) ?? ""
            let query = query(context.request)
            let connection = LiveConnection(state: state, name: name, outbound: outbound)
            await connection.run(inbound: inbound, query: query)
        })
        return router
    }

    /// A path parameter, percent-decoded (`Pet%20voting.svg` → `Pet voting.svg`).
    static func fileName(_ context: some RequestContext, key: String = "file") throws -> String {
        let raw = try context.parameters.require(key)
        return raw.removingPercentEncoding ?? raw
    }

    /// The query as a dictionary (the last value of a repeated key wins).
    static func query(_ request: Request) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            result[String(key)] = String(value).removingPercentEncoding ?? String(value)
        }
        return result
    }

    static func respond(_ answer: EngineResponse, contentType: String = "application/json") throws -> Response {
        switch answer {
        case .previews(let list): return json(list)
        case .layout(let report): return json(report)
        case .picture(let data):
            return Response(status: .ok, headers: [.contentType: contentType, .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        case .failure(let error): return failure(error)
        case .frame, .closed: return failure(.unavailable("unexpected answer"))
        }
    }

    static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func failure(_ error: PreviewError) -> Response {
        json(["error": error.message], status: HTTPResponse.Status(code: error.status))
    }
}
