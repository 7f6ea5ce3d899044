#!/usr/bin/env bash
# Tests install.sh end to end against releases served on 127.0.0.1 (python3's http.server over a temporary folder laid
# out as GitHub lays out releases: download/vVERSION/NAME, and latest/download/NAME for the newest). It installs the
# tarball Scripts/package.sh wrote into a temporary home with README's one-line install, with the Swift toolchain
# hidden (as root, as Scripts/toolchain-free-check.sh hides it), and runs the installed binary. A wrong checksum must
# install nothing; an unsupported system must get the build-from-source line. Prints PASS or FAIL at the end.
#     Scripts/tests/install-check.sh [dist/cashdash-VERSION-linux-ARCH.tar.gz]   (default: the newest in dist/)
set -euo pipefail
cd "$(dirname "$0")/../.."
arch=$(uname -m)
# shellcheck disable=SC2012  # the newest by time, as Scripts/toolchain-free-check.sh takes it
tarball=${1:-$(ls -t dist/cashdash-*-linux-"$arch".tar.gz 2>/dev/null | head -n 1)}
if [ -z "$tarball" ] || [ ! -f "$tarball" ]; then echo "FAIL: no tarball; run Scripts/package.sh first" >&2; exit 1; fi
[ -f "$tarball.sha256" ] || { echo "FAIL: $tarball.sha256 is missing" >&2; exit 1; }
name=$(basename "$tarball" .tar.gz)
version=${name#cashdash-}
version=${version%-linux-"$arch"}
swift=$(command -v swift) || { echo "FAIL: swift is not on the PATH, so there is no toolchain to hide" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift")")")")

work=$(mktemp -d)
server=
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# The output of the last install, shown when a check of it fails.
show() { sed 's/^/    | /' "$work/out"; }

# The addresses are one constant: install.sh's default, and the one-line install in README and the manual, use
# BuildInfo.releasesURL.
releases_url=$(sed -n 's/.*releasesURL = "\(.*\)".*/\1/p' Sources/CashDashKit/Release/BuildInfo.swift)
repository=$(sed -n 's/^repository=//p' install.sh)
if [ -n "$releases_url" ] && [ "$repository/releases" = "$releases_url" ]; then
    pass "install.sh's default releases are BuildInfo.releasesURL ($releases_url)"
else
    fail "install.sh's default releases ($repository/releases) are not BuildInfo.releasesURL ($releases_url)"
fi
for page in README.md Docs/Content/curriculum/install.md; do
    if grep -qF "curl -fsSL $releases_url/latest/download/install.sh | sh" "$page"; then
        pass "$page's one-line install reads $releases_url/latest/download/install.sh"
    else
        fail "$page has no line 'curl -fsSL $releases_url/latest/download/install.sh | sh'"
    fi
done

# The releases, as release.yml attaches them: each tag's tarballs with their .sha256, install.sh and VERSION; GitHub
# sends latest/download/NAME to the newest release's NAME, which here is a copy. Version 9.9.9 has a wrong .sha256.
tree=$work/releases
mkdir -p "$tree/download/v$version" "$tree/download/v9.9.9"
cp "$tarball" "$tarball.sha256" install.sh "$tree/download/v$version/"
echo "$version" > "$tree/download/v$version/VERSION"
cp -r "$tree/download/v$version" "$tree/latest-download"
mkdir "$tree/latest" && mv "$tree/latest-download" "$tree/latest/download"
# Its tarball is whole and would install, so only the check of its SHA-256 can stop it.
bad=cashdash-9.9.9-linux-$arch.tar.gz
mkdir "$work/repack"
tar -xzf "$tarball" -C "$work/repack"
mv "$work/repack/$name" "$work/repack/cashdash-9.9.9-linux-$arch"
tar -czf "$tree/download/v9.9.9/$bad" -C "$work/repack" "cashdash-9.9.9-linux-$arch"
rm -rf "$work/repack"
echo "0000000000000000000000000000000000000000000000000000000000000000  $bad" > "$tree/download/v9.9.9/$bad.sha256"

# Port 0: the system picks a free port, and the server says which.
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$tree" > "$work/server.log" 2>&1 &
server=$!
port=
for _ in $(seq 100); do
    port=$(sed -n 's/.* port \([0-9][0-9]*\).*/\1/p' "$work/server.log" | head -n 1)
    [ -n "$port" ] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
done
[ -n "$port" ] || { echo "FAIL: the release server did not start:" >&2; cat "$work/server.log" >&2; exit 1; }
base=http://127.0.0.1:$port
echo "Serving the releases of cashdash $version at $base"

# Runs a command in a mount namespace where the Swift toolchain and Debian's cmark-gfm libraries are hidden.
hidden() {
    # shellcheck disable=SC2016  # expanded by the inner sh
    unshare --mount --propagation private sh -c '
        mount -t tmpfs none "$1" || exit 97
        for library in /usr/lib/*/libcmark-gfm*.so*; do
            if [ -f "$library" ]; then mount --bind /dev/null "$library" || exit 97; fi
        done
        if "$1/usr/bin/swift" --version >/dev/null 2>&1; then echo "swift still runs" >&2; exit 97; fi
        shift
        exec "$@"
    ' sh "$toolchain" "$@"
}
# Runs install.sh with only the system's tools and the given variables: no Swift, and a HOME of its own.
clean_env() { env -i PATH=/usr/bin:/bin SHELL=/bin/bash "$@"; }

# 1. README's one-line install, the newest version, into a temporary home, with the toolchain hidden; then the
#    installed binary runs there.
home=$work/home
mkdir "$home"
status=0
# shellcheck disable=SC2016  # expanded by the inner sh
hidden env -i PATH=/usr/bin:/bin SHELL=/bin/bash HOME="$home" CASHDASH_RELEASES="$base" \
    sh -c 'curl -fsSL "$CASHDASH_RELEASES/latest/download/install.sh" | sh && "$HOME/.local/bin/cashdash" --version' \
    > "$work/out" 2>&1 || status=$?
if [ "$status" = 97 ]; then
    fail "could not hide the toolchain (unshare and mount need root)"; show
elif [ "$status" != 0 ]; then
    fail "the one-line install exited with $status"; show
elif [ ! -x "$home/.local/bin/cashdash" ]; then
    fail "the one-line install left no $home/.local/bin/cashdash"; show
elif [ "$(tail -n 1 "$work/out" | cut -d' ' -f1)" != "$version" ]; then
    fail "the installed cashdash --version does not say $version"; show
else
    pass "the one-line install put cashdash $version in ~/.local/bin; it runs with the toolchain hidden"
fi
if grep -q "is not on your PATH" "$work/out" && grep -qF "export PATH=\"\$HOME/.local/bin:\$PATH\"" "$work/out"; then
    pass "it says how to put ~/.local/bin on the PATH"
else
    fail "it does not say how to put ~/.local/bin on the PATH"; show
fi
if [ -f "$home/.local/share/doc/cashdash/THIRD-PARTY-LICENSES" ] && [ -f "$home/.local/share/doc/cashdash/LICENSE" ]; then
    pass "the licences are installed beside it (~/.local/share/doc/cashdash)"
else
    fail "LICENSE and THIRD-PARTY-LICENSES are not in ~/.local/share/doc/cashdash"
fi

# 2. A version named (with its v), into --prefix, with wget where there is no curl; the folder is on the PATH.
tools=$work/wget-only
mkdir "$tools"
for tool in sh uname wget sha256sum cut head tr mktemp rm mkdir cp chmod mv tar gzip sed env; do
    ln -s "$(command -v "$tool")" "$tools/$tool"
done
status=0
env -i PATH="$tools:$work/prefix/bin" SHELL=/bin/sh HOME="$work/home2" CASHDASH_RELEASES="$base/" \
    CASHDASH_VERSION="v$version" sh install.sh --prefix "$work/prefix" > "$work/out" 2>&1 || status=$?
if [ "$status" = 0 ] && [ -x "$work/prefix/bin/cashdash" ] && grep -q "Checksum OK" "$work/out" \
    && ! grep -q "not on your PATH" "$work/out"; then
    pass "CASHDASH_VERSION=v$version with --prefix and wget installs into PREFIX/bin"
else
    fail "CASHDASH_VERSION=v$version with --prefix and wget (exit $status)"; show
fi

# 3. A wrong checksum installs nothing, says so, and exits non-zero.
status=0
clean_env HOME="$work/home3" CASHDASH_RELEASES="$base" CASHDASH_VERSION=9.9.9 sh install.sh > "$work/out" 2>&1 \
    || status=$?
if [ "$status" != 0 ] && grep -q "checksum of $bad is wrong; nothing was installed" "$work/out" \
    && [ ! -e "$work/home3/.local" ]; then
    pass "a wrong checksum installs nothing and exits with $status"
else
    fail "a wrong checksum (exit $status; installed: $(find "$work/home3" -type f 2>/dev/null | tr '\n' ' '))"; show
fi

# 4. Systems with no release get the build-from-source line and a non-zero exit, and nothing is installed (Windows
#    outside WSL is told to use WSL). A macOS machine asks for the macos-arm64 tarball, which this release lacks.
fake=$work/fake-uname
mkdir "$fake"
for system in "FreeBSD amd64" "Linux riscv64" "MINGW64_NT-10.0 x86_64" "Darwin arm64"; do
    read -r kernel machine <<<"$system"
    # shellcheck disable=SC2016  # $1 is the fake uname's argument
    printf '#!/bin/sh\ncase $1 in -s) echo %s ;; -m) echo %s ;; *) echo %s ;; esac\n' "$kernel" "$machine" "$kernel" \
        > "$fake/uname"
    chmod 755 "$fake/uname"
    status=0
    clean_env PATH="$fake:/usr/bin:/bin" HOME="$work/home4" CASHDASH_RELEASES="$base" sh install.sh \
        > "$work/out" 2>&1 || status=$?
    hint=swift
    case $kernel in MINGW*) hint=WSL ;; esac
    if [ "$status" != 0 ] && grep -q "swift build -c release --product cashdash" "$work/out" \
        && grep -q "$hint" "$work/out" && [ ! -e "$work/home4/.local" ]; then
        pass "$system: no install, the build-from-source line, exit $status"
    else
        fail "$system (exit $status)"; show
    fi
done
if grep -q "GET /download/v$version/cashdash-$version-macos-arm64.tar.gz" "$work/server.log"; then
    pass "macOS on arm64 asks for cashdash-$version-macos-arm64.tar.gz"
else
    fail "macOS on arm64 did not ask for cashdash-$version-macos-arm64.tar.gz"
fi

if [ "$failures" = 0 ]; then
    echo "PASS: install.sh (served on 127.0.0.1, installed into a temporary home, run with the toolchain hidden)"
else
    echo "FAIL: $failures install.sh checks failed"
    exit 1
fi
