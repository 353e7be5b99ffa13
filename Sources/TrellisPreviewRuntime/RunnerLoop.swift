import Foundation
import Trellis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of the runner protocol, server to runner: a request and its number.
public struct RunnerRequest: Codable, Equatable, Sendable {
    public var id: Int
    public var request: EngineRequest
    public init(id: Int, request: EngineRequest) {
        self.id = id
        self.request = request
    }
}

/// One line of the runner protocol, runner to server: the answer to request `id`.
public struct RunnerResponse: Codable, Equatable, Sendable {
    public var id: Int
    public var response: EngineResponse
    public init(id: Int, response: EngineResponse) {
        self.id = id
        self.response = response
    }
}

/// The main loop of the runner that `trellis preview --package` generates for a user's
/// package: it reads one ``RunnerRequest`` per line on standard input and writes one
/// ``RunnerResponse`` per line, in order, until standard input closes.
///
/// What the user's code prints must not mix with the answers: before the loop starts,
/// the answers' channel is moved to a copy of file descriptor 1 and descriptor 1 is
/// pointed at standard error, so `print` in a view's body lands in the server's log.
public enum RunnerLoop {
    public static func run(subjects: [PreviewSubject]) -> Never {
        let answers = dup(1)
        _ = dup2(2, 1)
        let output = FileHandle(fileDescriptor: answers >= 0 ? answers : 1, closeOnDealloc: false)
        let engine = PreviewEngine(subjects: subjects)
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            let response: RunnerResponse
            if let request = try? decoder.decode(RunnerRequest.self, from: Data(line.utf8)) {
                response = RunnerResponse(id: request.id, response: engine.handle(request.request))
            } else {
                response = RunnerResponse(id: -1, response: .failure(.badRequest("unreadable request line")))
            }
            var data = (try? encoder.encode(response)) ?? Data(#"{"id":-1,"response":{"failure":{"_0":{"badRequest":{"_0":"unencodable"}}}}}"#.utf8)
            data.append(0x0A)
            output.write(data)
        }
        exit(0)
    }

    /// The runner's subjects: every preview of the catalogue (the user's `#Preview`s and
    /// the providers registered before the call).
    public static func catalogSubjects() -> [PreviewSubject] {
        PreviewSubject.previews(PreviewCatalog.all)
    }
}
