#!/usr/bin/env bash
# Builds a cashdash that needs no Swift on the machine it runs on, and packs it for a release:
#     Scripts/package.sh            -> dist/cashdash-VERSION-linux-ARCH.tar.gz and .tar.gz.sha256
# The Swift runtime and Foundation are linked statically (--static-swift-stdlib) and cmark-gfm from Debian's static
# libraries (libcmark-gfm-dev ships libcmark-gfm.a and libcmark-gfm-extensions.a), so `ldd` lists only system
# libraries (libc, libm, libstdc++, libgcc_s, and libcurl, libxml2, libz for Foundation's networking and XML). Needs
# patchelf and libcurl4-openssl-dev (Debian). The build goes into .build-release (SCRATCH= to change it), away from the debug build in .build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=${SCRATCH:-$root/.build-release}
arch=$(uname -m)
multiarch=$(gcc -dumpmachine 2>/dev/null || echo "$arch-linux-gnu")

# The commit this binary is built from, compiled in through the EmbedFiles plugin's Release/ folder; removed again
# afterwards, so a later debug build says "unknown commit" rather than a stale one.
commit=$(git describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
mkdir -p Release
printf '%s\n' "$commit" > Release/commit
trap 'rm -rf "$root/Release" "${static_libs:-}"' EXIT

# A folder holding only the static cmark-gfm libraries, searched first: the linker takes libcmark-gfm.a from it for
# the module map's `link "cmark-gfm"`, where /usr/lib would give it the shared library.
static_libs=$(mktemp -d)
for library in libcmark-gfm libcmark-gfm-extensions; do
    archive=/usr/lib/$multiarch/$library.a
    [ -f "$archive" ] || { echo "error: $archive is missing; install it with: apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev" >&2; exit 1; }
    ln -s "$archive" "$static_libs/"
done

# Foundation's networking, linked statically, calls libcurl, so the linker needs its development files.
[ -e "/usr/lib/$multiarch/libcurl.so" ] || { echo "error: libcurl's development files are missing; install them with: apt-get install libcurl4-openssl-dev" >&2; exit 1; }

start=$(date +%s)
# The extensions library uses the core library's symbols, so the core library is named once more after it.
# Both archives are taken whole, wherever the linker meets them, and `--as-needed` then records no shared library
# whose symbols they already give (the module map's `-lcmark-gfm` would otherwise add Debian's .so as well).
swift build -c release --product cashdash --scratch-path "$scratch" --static-swift-stdlib \
    -Xswiftc -L"$static_libs" -Xlinker --as-needed \
    -Xlinker --whole-archive -Xlinker "$static_libs/libcmark-gfm-extensions.a" -Xlinker "$static_libs/libcmark-gfm.a" \
    -Xlinker --no-whole-archive
echo "Release build took $(( $(date +%s) - start )) s"
binary=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/cashdash

toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
version=$("$binary" --version | cut -d' ' -f1)
name=cashdash-$version-linux-$arch
stage=$(mktemp -d)
mkdir "$stage/$name"
install -m 755 "$binary" "$stage/$name/cashdash"
strip "$stage/$name/cashdash"
packed=$stage/$name/cashdash

# cmark-gfm is inside the binary (its archives, taken whole), but the module map's `-lcmark-gfm` still names Debian's
# shared libraries as needed. When the binary asks them for no symbol, those two entries are taken out.
if nm -D --undefined-only "$packed" | grep -q ' cmark'; then
    echo "error: the binary still takes cmark-gfm's functions from its shared library" >&2
    exit 1
fi
for library in $(readelf -d "$packed" | grep -o 'libcmark-gfm[^]]*'); do
    patchelf --remove-needed "$library" "$packed"
done

# Nothing of the toolchain, and no cmark-gfm library, may be left for the binary to load.
libraries=$(ldd "$packed")
echo "$libraries"
if grep -qE "$toolchain|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libcmark|not found" <<<"$libraries"; then
    echo "error: the binary still needs a library of the Swift toolchain or cmark-gfm (above); it would not run alone" >&2
    exit 1
fi

# The project's licence, and those of what is linked into the binary (the Swift runtime and Foundation, cmark-gfm).
if [ -f LICENSE ]; then cp LICENSE "$stage/$name/LICENSE"; else echo "warning: the repository has no LICENSE file to pack" >&2; fi
{
    echo "Cash Dash $version links these libraries into its binary; their licences follow."
    echo; echo "== Swift standard library and Foundation (swift.org) =="; echo
    cat "$toolchain/usr/share/swift/LICENSE.txt"
    echo; echo "== cmark-gfm (github.com/github/cmark-gfm) =="; echo
    cat /usr/share/doc/libcmark-gfm-dev/copyright
} > "$stage/$name/THIRD-PARTY-LICENSES"
cat > "$stage/$name/INSTALL" <<TEXT
Cash Dash $version for Linux $arch ($commit)

Install (as root, or with sudo):
    install -m 755 cashdash /usr/local/bin/cashdash
Check:
    cashdash --version
Start a site:
    cashdash init mysite && cd mysite && cashdash build      # then open Output/index.html

The binary needs no Swift and carries cmark-gfm inside it: only the system's libc, libstdc++, libcurl, libxml2 and
zlib (on Debian: apt-get install libcurl4 libxml2). Tested on Linux x86_64 (Debian 12); other systems are not tested.
TEXT

mkdir -p dist
tarball=dist/$name.tar.gz
# The same files give the same bytes: sorted names, one owner, the commit's time on every file.
stamp=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$stage" -cf - "$name" | gzip -n -9 > "$tarball"
rm -rf "$stage"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "Wrote $tarball ($(du -h "$tarball" | cut -f1); the binary is $(du -h "$binary" | cut -f1) before stripping) and $tarball.sha256"
