import Foundation
import Hummingbird

/// Answers the preview server's requests: the built site's files from the output folder (pages with the
/// live-reload script added), the script itself, and the stream of build reports.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The output folder, as a real path, so that no request is answered from outside it.
    let output: URL
    let state: BuildState

    init(output: URL, state: BuildState) {
        self.output = output.resolvingSymlinksInPath()
        self.state = state
    }

    func respond(to request: Request, context: Context) async throws -> Response {
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
            return file(at: request.uri.path)
        }
    }

    /// Server-Sent Events: the current build report at once, then each new one, as `event: build`.
    private func events() async -> Response {
        let reports = await state.reports()
        let body = ResponseBody { writer in
            for await report in reports {
                try await writer.write(ByteBuffer(string: "event: build\ndata: \(report.json)\n\n"))
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
    }

    /// The file for `path` in the output folder (`/` and folders are their `index.html`), or the site's 404 page.
    private func file(at path: String) -> Response {
        if let url = resolve(path), let data = FileManager.default.contents(atPath: url.path) {
            return page(data, at: url, status: .ok)
        }
        let notFound = output.appendingPathComponent("404.html")
        if let data = FileManager.default.contents(atPath: notFound.path) { return page(data, at: notFound, status: .notFound) }
        return text("Not found. Is the site built?", type: "text/plain; charset=utf-8", status: .notFound)
    }

    /// The regular file inside the output folder that `path` names, never one outside it (no `..`, no link out) and
    /// never Cash Dash's own `.cashdash/` folder.
    private func resolve(_ path: String) -> URL? {
        let decoded = path.removingPercentEncoding ?? path
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".cashdash") || $0.contains("\0") }) else { return nil }
        var url = parts.reduce(output) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { url.appendPathComponent("index.html") }
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(output.path + "/"), FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return URL(fileURLWithPath: real)
    }

    private func page(_ data: Data, at url: URL, status: HTTPResponse.Status) -> Response {
        let type = Self.contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
        guard url.pathExtension.lowercased() == "html" else {
            return Response(
                status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        return Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: LiveReload.inject(into: data))))
    }

    private func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml", "svg": "image/svg+xml", "png": "image/png",
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon",
        "pdf": "application/pdf", "txt": "text/plain; charset=utf-8", "csv": "text/csv; charset=utf-8",
    ]
}
