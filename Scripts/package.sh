#!/usr/bin/env bash
# Builds a cashdash that needs no Swift on the machine it runs on, and packs it for a release:
#     Scripts/package.sh            -> dist/cashdash-VERSION-SYSTEM-ARCH.tar.gz and .tar.gz.sha256
# SYSTEM-ARCH is linux-x86_64 or linux-aarch64 (from `uname -m`), macos-arm64 or macos-x86_64: the names install.sh
# asks for. The build goes into .build-release (SCRATCH= to change it), away from the debug build in .build.
# On Linux, the Swift runtime and Foundation are linked statically (--static-swift-stdlib) and cmark-gfm from Debian's
# static libraries (libcmark-gfm-dev ships libcmark-gfm.a and libcmark-gfm-extensions.a), so `ldd` lists only system
# libraries (libc, libm, libstdc++, libgcc_s, and libxml2, libz for Foundation's XML); libcurl is loaded only to
# download rates (CCurlFetch), not linked.
# jemalloc, from Debian's static libjemalloc_pic.a, is linked in too and replaces glibc's malloc and free in the whole
# process: a full build of 2,000 chapters takes less CPU with it (Docs/Content/curriculum/code.md#making-a-release).
# On macOS, the Swift runtime and Foundation are the system's own, and cmark-gfm is linked from Homebrew's static
# libraries, so `otool -L` lists only /usr/lib and /System libraries; it keeps macOS's own malloc (no jemalloc).
# Only release.yml's macOS jobs run this path.
# The tools are checked first, so a missing one is named (with its package) before the long build, not after it.
# On Debian and Ubuntu it needs patchelf, binutils, libcmark-gfm-dev, libcmark-gfm-extensions-dev and
# libjemalloc-dev; on macOS, Homebrew's cmark-gfm and gnu-tar.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=${SCRATCH:-$root/.build-release}
arch=$(uname -m)
case $(uname -s) in
    Linux) os=linux system=Linux ;;
    Darwin) os=macos system=macOS ;;
    *) echo "error: Scripts/package.sh builds on Linux and macOS only, not on $(uname -s)" >&2; exit 1 ;;
esac
if ! command -v swift >/dev/null; then
    echo "error: swift is not on the PATH; install Swift 6 (swift.org/install)" >&2
    exit 1
fi

# What the build and the packing need, each with the package that gives it: a command, or a file (a path).
missing=()
packages=()
need() {
    if [[ $1 == /* ]]; then [ -e "$1" ] && return 0; else command -v "$1" >/dev/null 2>&1 && return 0; fi
    missing+=("$1")
    [[ " ${packages[*]-} " == *" $2 "* ]] || packages+=("$2")
}
if [ "$os" = linux ]; then
    installer="apt-get install"
    multiarch=$(gcc -dumpmachine 2>/dev/null || echo "$arch-linux-gnu")
    cmark_libs=/usr/lib/$multiarch
    need patchelf patchelf
    for tool in readelf nm strip ar; do need "$tool" binutils; done
    need ldd libc-bin
    need sha256sum coreutils
    gnu_tar=tar sha256=sha256sum
    # ICU is inside Foundation (_FoundationICU); Debian's libicu package gives its licence.
    icu_licence=$(find /usr/share/doc -maxdepth 2 -path '/usr/share/doc/libicu[0-9]*/copyright' | head -n 1 || true)
    need "${icu_licence:-/usr/share/doc/libicu/copyright}" libicu-dev
    cmark_licence=/usr/share/doc/libcmark-gfm-dev/copyright
    need "$cmark_libs/libcmark-gfm.a" libcmark-gfm-dev
    need "$cmark_libs/libcmark-gfm-extensions.a" libcmark-gfm-extensions-dev
    need "$cmark_licence" libcmark-gfm-dev
    # The allocator linked in place of glibc's malloc: Debian's static jemalloc (libjemalloc-dev), built as PIC.
    jemalloc=/usr/lib/$multiarch/libjemalloc_pic.a
    need "$jemalloc" libjemalloc-dev
    jemalloc_licence=/usr/share/doc/libjemalloc-dev/copyright
    need "$jemalloc_licence" libjemalloc-dev
else
    installer="brew install"
    if ! command -v brew >/dev/null; then
        echo "error: Homebrew is missing (brew.sh); it gives cmark-gfm and gnu-tar" >&2
        exit 1
    fi
    cmark_keg=$(brew --prefix cmark-gfm)
    cmark_licence=$(find "$cmark_keg/" -maxdepth 1 \( -name 'COPYING*' -o -name 'LICENSE*' \) 2>/dev/null | head -n 1 || true)
    need "${cmark_licence:=$cmark_keg/COPYING}" cmark-gfm
    cmark_libs=$cmark_keg/lib
    need "$cmark_libs/libcmark-gfm.a" cmark-gfm
    need "$cmark_libs/libcmark-gfm-extensions.a" cmark-gfm
    need gtar gnu-tar
    gnu_tar=gtar sha256="shasum -a 256" icu_licence=
fi
need gzip gzip
if [ "${#missing[@]}" -gt 0 ]; then
    echo "error: Scripts/package.sh needs what is missing here: ${missing[*]}" >&2
    echo "Install them with: $installer ${packages[*]}" >&2
    exit 1
fi

# The commit this binary is built from, compiled in through the EmbedFiles plugin's Release/ folder; removed again
# afterwards, so a later debug build says "unknown commit" rather than a stale one.
commit=$(git describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
mkdir -p Release
printf '%s\n' "$commit" > Release/commit
trap 'rm -rf "$root/Release" "${static_libs:-}"' EXIT

# A folder holding only the static cmark-gfm libraries, searched first: the linker takes libcmark-gfm.a from it for
# the module map's `link "cmark-gfm"`, where the system's folder would give it the shared library.
static_libs=$(mktemp -d)
for library in libcmark-gfm libcmark-gfm-extensions; do
    ln -s "$cmark_libs/$library.a" "$static_libs/"
done
# jemalloc's objects, taken out of its archive: the Swift driver links with `--exclude-libs ALL`, which would keep an
# archive's malloc to the binary's own calls, and glibc, libstdc++ and libcurl would still allocate with glibc's malloc
# (one frees what the other allocated, and the process crashes). Objects on the command line are exported in full.
allocator=()
if [ "$os" = linux ]; then
    mkdir "$static_libs/jemalloc"
    (cd "$static_libs/jemalloc" && ar x "$jemalloc")
    for object in "$static_libs"/jemalloc/*.o; do allocator+=(-Xlinker "$object"); done
fi

start=$(date +%s)
# The extensions library uses the core library's symbols, so the core library is named once more after it.
# Both archives are taken whole, wherever the linker meets them, and `--as-needed` then records no shared library
# whose symbols they already give (the module map's `-lcmark-gfm` would otherwise add Debian's .so as well).
# jemalloc's objects come last, so the binary defines malloc, free and the rest itself and exports them; glibc,
# libstdc++, libcurl and the others then find them in the binary first and allocate with jemalloc as well.
if [ "$os" = linux ]; then
    swift build -c release --product cashdash --scratch-path "$scratch" --static-swift-stdlib \
        -Xswiftc -L"$static_libs" -Xlinker --as-needed \
        -Xlinker --whole-archive -Xlinker "$static_libs/libcmark-gfm-extensions.a" -Xlinker "$static_libs/libcmark-gfm.a" \
        -Xlinker --no-whole-archive "${allocator[@]}"
else
    # Apple's linker: -force_load takes an archive whole, and -dead_strip_dylibs drops Homebrew's libcmark-gfm.dylib
    # (which pkg-config's `-lcmark-gfm` may still name) when no symbol is taken from it.
    swift build -c release --product cashdash --scratch-path "$scratch" \
        -Xswiftc -L"$static_libs" -Xlinker -dead_strip_dylibs \
        -Xlinker -force_load -Xlinker "$static_libs/libcmark-gfm-extensions.a" \
        -Xlinker -force_load -Xlinker "$static_libs/libcmark-gfm.a"
fi
echo "Release build took $(( $(date +%s) - start )) s"
binary=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/cashdash

if [ "$os" = linux ]; then
    toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
else
    toolchain=$(dirname "$(dirname "$(dirname "$(xcrun --find swift)")")")
fi
version=$("$binary" --version | cut -d' ' -f1)
if [ "$("$binary" --version)" != "$version (commit $commit)" ]; then
    echo "error: the binary names another commit than $commit: $("$binary" --version)" >&2
    exit 1
fi
name=cashdash-$version-$os-$arch
stage=$(mktemp -d)
mkdir "$stage/$name"
install -m 755 "$binary" "$stage/$name/cashdash"
packed=$stage/$name/cashdash

if [ "$os" = linux ]; then
    strip "$packed"
    # cmark-gfm is inside the binary (its archives, taken whole), but the module map's `-lcmark-gfm` still names
    # Debian's shared libraries as needed. When the binary asks them for no symbol, those two entries are taken out.
    if nm -D --undefined-only "$packed" | grep -q ' cmark'; then
        echo "error: the binary still takes cmark-gfm's functions from its shared library" >&2
        exit 1
    fi
    for library in $(readelf -d "$packed" | grep -o 'libcmark-gfm[^]]*'); do
        patchelf --remove-needed "$library" "$packed"
    done
    # malloc must be the binary's own (jemalloc's), exported so that the shared libraries take it too.
    exported=$(nm -D --defined-only "$packed") dynamic=$(readelf -d "$packed")
    if ! grep -qE ' T malloc$' <<<"$exported" || grep -q libjemalloc <<<"$dynamic"; then
        echo "error: the binary does not export jemalloc's malloc, or needs libjemalloc.so; link jemalloc's objects in" >&2
        exit 1
    fi

    # Nothing of the toolchain, and no cmark-gfm library, may be left for the binary to load.
    libraries=$(ldd "$packed")
    echo "$libraries"
    if grep -qE "$toolchain|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libcmark|not found" <<<"$libraries"; then
        echo "error: the binary still needs a library of the Swift toolchain or cmark-gfm (above); it would not run alone" >&2
        exit 1
    fi
else
    # Debug symbols and local symbols only; the linker's ad-hoc signature is made again, which arm64 Macs require.
    strip -S -x "$packed"
    codesign --force --sign - "$packed"
    libraries=$(otool -L "$packed" | tail -n +2)
    echo "$libraries"
    if grep -vE '^[[:space:]]*(/usr/lib/|/System/Library/)' <<<"$libraries" | grep -q .; then
        echo "error: the binary needs a library outside macOS itself (above); it would not run alone" >&2
        exit 1
    fi
fi

# The project's licence, and those of what is linked into the binary.
if [ -f LICENSE ]; then cp LICENSE "$stage/$name/LICENSE"; else echo "warning: the repository has no LICENSE file to pack" >&2; fi
{
    echo "Cash Dash $version is built with the code below, each under its own licence, which follows."
    if [ -f "$toolchain/usr/share/swift/LICENSE.txt" ]; then
        echo; echo "== Swift standard library, Foundation and Dispatch (swift.org) =="; echo
        cat "$toolchain/usr/share/swift/LICENSE.txt"
    fi
    if [ -n "$icu_licence" ]; then
        echo; echo "== ICU (unicode-org/icu), inside Foundation; its licence as $icu_licence gives it =="; echo
        cat "$icu_licence"
    fi
    echo; echo "== cmark-gfm (github.com/github/cmark-gfm) =="; echo
    cat "$cmark_licence"
    if [ "$os" = linux ]; then
        echo; echo "== jemalloc (jemalloc.net), the memory allocator; its licence as $jemalloc_licence gives it =="; echo
        cat "$jemalloc_licence"
    fi
    echo; echo "The Swift packages that Package.resolved names follow; a few are used only while building."
    for package in "$scratch"/checkouts/*/; do
        for file in "$package"LICENSE* "$package"LICENCE* "$package"COPYING* "$package"NOTICE*; do
            [ -f "$file" ] || continue
            echo; echo "== $(basename "$package") (Swift package): $(basename "$file") =="; echo
            cat "$file"
        done
    done
} > "$stage/$name/THIRD-PARTY-LICENSES"
if [ "$os" = linux ]; then
    needs="only the system's libc, libstdc++, libxml2 and zlib, and
libcurl to download rates (on Debian: apt-get install libcurl4 libxml2)"
else
    needs="only macOS's own libraries (macOS 13 or later)"
fi
cat > "$stage/$name/INSTALL" <<TEXT
Cash Dash $version for $system $arch ($commit)

Install for yourself, with no root (then put ~/.local/bin on your PATH):
    mkdir -p ~/.local/bin && install -m 755 cashdash ~/.local/bin/cashdash
Or for everyone (as root, or with sudo):
    install -m 755 cashdash /usr/local/bin/cashdash
Check:
    cashdash --version
Start a site:
    cashdash init mysite && cd mysite && cashdash build      # then open Output/index.html

The binary needs no Swift and carries cmark-gfm inside it: $needs.
Tested on Linux x86_64 (Debian 12). The release workflow builds and runs the others on GitHub's runners.
TEXT

mkdir -p dist
tarball=dist/$name.tar.gz
# The same files give the same bytes: sorted names, one owner, the commit's time on every file.
stamp=$(git log -1 --format=%ct 2>/dev/null || echo 0)
"$gnu_tar" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$stage" -cf - "$name" | gzip -n -9 > "$tarball"
rm -rf "$stage"
(cd dist && $sha256 "$name.tar.gz" > "$name.tar.gz.sha256")
echo "Wrote $tarball ($(du -h "$tarball" | cut -f1); the binary is $(du -h "$binary" | cut -f1) before stripping) and $tarball.sha256"
