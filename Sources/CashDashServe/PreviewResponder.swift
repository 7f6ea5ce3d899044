import CashDashKit
import Foundation
import Hummingbird

/// Answers the preview server's requests: the last good build's files (pages with the live-reload script added),
/// the script itself, and the stream of build reports.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let state: BuildState
    let hosts: AllowedHosts

    func respond(to request: Request, context: Context) async throws -> Response {
        guard hosts.allows(request.head.authority) else {
            return text(
                "This preview answers only at \(hosts.bound) or localhost: open it at the address `cashdash serve` printed.",
                type: "text/plain; charset=utf-8", status: .misdirectedRequest)
        }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        switch request.uri.path {
        case LiveReload.scriptPath:
            return text(LiveReload.script, type: "text/javascript; charset=utf-8")
        case LiveReload.statePath:
            return text(await state.report.json, type: "application/json")
        case LiveReload.eventsPath:
            return await events()
        default:
            return file(at: request.uri.path, in: await state.files)
        }
    }

    /// Server-Sent Events: the current build report at once, then each new one, as `event: build`; between them a
    /// heartbeat comment, whose write fails once the page has gone, which ends the stream and closes the connection.
    private func events() async -> Response {
        let reports = await state.reports()
        let body = ResponseBody { writer in
            for await report in reports {
                let text = report.map { "event: build\ndata: \($0.json)\n\n" } ?? ": still here\n\n"
                try await writer.write(ByteBuffer(string: text))
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
    }

    /// The file for `path` (`/` and folders are their `index.html`), or the site's 404 page. A folder named without
    /// its last `/` is redirected to it, so that the page's relative links work.
    private func file(at path: String, in files: SiteFiles?) -> Response {
        guard let files else {
            return text(
                "Not built yet: the first build has problems; the terminal lists them.",
                type: "text/plain; charset=utf-8", status: .notFound)
        }
        switch files.answer(toRequestPath: path) {
        case .file(let relative):
            if let data = files[relative] { return page(data, at: relative, status: .ok) }
        case .redirect(let location):
            return Response(status: .movedPermanently, headers: [.location: location])
        case .notFound:
            break
        }
        if let data = files["404.html"] { return page(data, at: "404.html", status: .notFound) }
        return text("Not found.", type: "text/plain; charset=utf-8", status: .notFound)
    }

    private func page(_ data: Data, at path: String, status: HTTPResponse.Status) -> Response {
        let pathExtension = path.split(separator: "/").last?.split(separator: ".").dropFirst().last?.lowercased() ?? ""
        let type = Self.contentTypes[pathExtension] ?? "application/octet-stream"
        guard pathExtension == "html" else {
            return Response(
                status: status, headers: [.contentType: type, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        return Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: LiveReload.inject(into: data))))
    }

    private func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml", "svg": "image/svg+xml", "png": "image/png",
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon",
        "pdf": "application/pdf", "txt": "text/plain; charset=utf-8", "csv": "text/csv; charset=utf-8",
    ]
}
