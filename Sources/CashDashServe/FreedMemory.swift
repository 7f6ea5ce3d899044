#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives back to the system the memory the builds freed, while the preview is idle: glibc keeps freed memory in each
/// thread's arena, and jemalloc (linked into the packaged binary) keeps freed pages for ten seconds of later
/// allocations, so a preview that runs all day would hold its busiest build's worth. Under jemalloc, 100 edits grew
/// the server, idle, from 227 MB after its first build to 260 MB; with its pages given back, 229 MB to 242 MB
/// (`Benchmarks/serve.sh`, 2,000 chapters).
enum FreedMemory {
    static func release() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
        // Every arena's freed pages (MALLCTL_ARENAS_ALL is 4096), when jemalloc is the allocator.
        _ = jemallocControl?("arena.4096.purge", nil, nil, nil, 0)
    }

    private typealias Control =
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int
        ) -> Int32

    /// jemalloc's `mallctl`, found among the program's symbols; nil under another allocator.
    private static let jemallocControl: Control? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallctl") else { return nil }
        return unsafeBitCast(symbol, to: Control.self)
    }()
}

#if canImport(Glibc)
/// glibc's `malloc_trim`, which the Glibc module does not bring in (it is declared in `malloc.h`).
@_silgen_name("malloc_trim")
private func mallocTrim(_ padding: Int) -> Int32
#endif
