#!/bin/sh
# Installs Cash Dash from its GitHub releases, with no root and no Swift:
#     curl -fsSL https://github.com/cashdash/cashdash/releases/latest/download/install.sh | sh
#     sh install.sh [--prefix DIR]        # the binary goes to DIR/bin (default DIR: ~/.local)
# It finds the system and the processor, downloads cashdash-VERSION-SYSTEM-ARCH.tar.gz and its .sha256, checks the
# SHA-256, and only then unpacks and installs. A wrong checksum installs nothing.
#
# Settings, from the environment:
#     CASHDASH_VERSION    the version to install, such as 0.28.0 (default: the newest release)
#     CASHDASH_RELEASES   where the releases are (default: https://github.com/cashdash/cashdash/releases)
# Addresses read: $CASHDASH_RELEASES/download/vVERSION/NAME for a tarball and its .sha256; and, for the newest
# version, $CASHDASH_RELEASES/latest/download/VERSION, a one-line file that each release carries.
set -eu

repository=https://github.com/cashdash/cashdash
releases=${CASHDASH_RELEASES:-$repository/releases}
releases=${releases%/}
version=${CASHDASH_VERSION:-}
prefix=${HOME:?HOME is not set}/.local

say() { printf '%s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

from_source() {
    say "Build it from source instead (needs Swift 6 and cmark-gfm):" >&2
    say "    git clone $repository.git && cd cashdash && swift build -c release --product cashdash" >&2
    say "That binary needs the Swift runtime; Scripts/package.sh builds one that does not." >&2
}

usage() {
    say "Usage: install.sh [--prefix DIR]"
    say "Installs cashdash into DIR/bin (default: ~/.local/bin). CASHDASH_VERSION picks a version."
}

while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; fail "unknown option: $1" ;;
    esac
done
[ -n "$prefix" ] || fail "--prefix needs a folder"
bindir=${prefix%/}/bin

# Which tarball fits this machine. The names are those Scripts/package.sh writes.
system=$(uname -s)
machine=$(uname -m)
case $system in
    Linux) os=linux ;;
    Darwin) os=macos ;;
    *) os= ;;
esac
case $os-$machine in
    linux-x86_64 | linux-amd64 | macos-x86_64 | macos-amd64) arch=x86_64 ;;
    linux-aarch64 | linux-arm64) arch=aarch64 ;;
    macos-arm64 | macos-aarch64) arch=arm64 ;;
    *) arch= ;;
esac
# A shell under Rosetta on an arm64 Mac says x86_64; the Mac's own processor is the better fit.
if [ "$os-$arch" = macos-x86_64 ] && [ "$(sysctl -n sysctl.proc_translated 2>/dev/null)" = 1 ]; then arch=arm64; fi
if [ -z "$arch" ]; then
    say "error: Cash Dash has no release for $system $machine." >&2
    case $system in
        MINGW* | MSYS* | CYGWIN*) say "On Windows, run this script inside WSL (Ubuntu) instead." >&2 ;;
    esac
    from_source
    exit 2
fi

# curl or wget, whichever the machine has.
if command -v curl >/dev/null 2>&1; then
    download() { curl -fsSL --retry 3 -o "$2" "$1"; }
elif command -v wget >/dev/null 2>&1; then
    download() { wget -q -O "$2" "$1"; }
else
    fail "neither curl nor wget is installed; install one of them and run this again"
fi

# sha256sum (Linux) or shasum (macOS), whichever the machine has.
if command -v sha256sum >/dev/null 2>&1; then
    sha256() { sha256sum "$1" | cut -d' ' -f1; }
elif command -v shasum >/dev/null 2>&1; then
    sha256() { shasum -a 256 "$1" | cut -d' ' -f1; }
else
    fail "neither sha256sum nor shasum is installed, so the download cannot be checked"
fi

work=$(mktemp -d 2>/dev/null || mktemp -d -t cashdash)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

if [ -z "$version" ]; then
    download "$releases/latest/download/VERSION" "$work/VERSION" \
        || fail "could not read the newest version from $releases/latest/download/VERSION"
    version=$(head -n 1 "$work/VERSION" | tr -d ' \r\t')
fi
version=${version#v}
case $version in
    '' | *[!0-9A-Za-z.+-]*) fail "'$version' is not a version (such as 0.28.0)" ;;
esac

name=cashdash-$version-$os-$arch
address=$releases/download/v$version
say "Downloading $name.tar.gz from $address"
if ! download "$address/$name.tar.gz" "$work/$name.tar.gz"; then
    say "error: could not download $address/$name.tar.gz" >&2
    say "Version $version may have no release for $os $arch." >&2
    from_source
    exit 1
fi
download "$address/$name.tar.gz.sha256" "$work/$name.tar.gz.sha256" \
    || fail "could not download $address/$name.tar.gz.sha256; nothing was installed"

# Nothing downloaded is unpacked or run before its SHA-256 matches.
expected=$(cut -d' ' -f1 "$work/$name.tar.gz.sha256" | head -n 1 | tr 'A-F' 'a-f')
actual=$(sha256 "$work/$name.tar.gz")
case $expected in
    '' | *[!0-9a-f]*) fail "$name.tar.gz.sha256 holds no SHA-256; nothing was installed" ;;
esac
if [ "$expected" != "$actual" ]; then
    say "error: the checksum of $name.tar.gz is wrong; nothing was installed." >&2
    say "    expected $expected" >&2
    say "    got      $actual" >&2
    exit 1
fi
say "Checksum OK ($actual)"

mkdir "$work/unpacked"
tar -xzf "$work/$name.tar.gz" -C "$work/unpacked"
[ -f "$work/unpacked/$name/cashdash" ] || fail "$name.tar.gz holds no $name/cashdash; nothing was installed"

# Copied beside the old binary, then renamed over it: a running cashdash is never half-replaced.
mkdir -p "$bindir" || fail "cannot make $bindir"
cp "$work/unpacked/$name/cashdash" "$bindir/.cashdash.new"
chmod 755 "$bindir/.cashdash.new"
mv -f "$bindir/.cashdash.new" "$bindir/cashdash"
# The licences travel with the binary.
docs=${prefix%/}/share/doc/cashdash
if mkdir -p "$docs" 2>/dev/null; then
    for file in LICENSE THIRD-PARTY-LICENSES INSTALL; do
        [ ! -f "$work/unpacked/$name/$file" ] || cp "$work/unpacked/$name/$file" "$docs/$file"
    done
fi
say "Installed $bindir/cashdash"

if ! "$bindir/cashdash" --version; then
    say "error: $bindir/cashdash does not run here." >&2
    [ "$os" != linux ] || say "It needs libcurl and libxml2: apt-get install libcurl4 libxml2 (Debian, Ubuntu)." >&2
    exit 1
fi

case :$PATH: in
    *:"$bindir":*) say "Run: cashdash init mysite" ;;
    *)
        # Written with $HOME where it is under the home folder, as a shell's startup file would say it.
        case $bindir in
            "$HOME"/*) shown=\$HOME/${bindir#"$HOME"/} ;;
            *) shown=$bindir ;;
        esac
        say ""
        say "$bindir is not on your PATH. To add it, run:"
        case ${SHELL:-} in
            */zsh) say "    echo 'export PATH=\"$shown:\$PATH\"' >> ~/.zshrc && exec zsh" ;;
            */fish) say "    fish_add_path $bindir" ;;
            *) say "    echo 'export PATH=\"$shown:\$PATH\"' >> ~/.bashrc && . ~/.bashrc" ;;
        esac
        say "Or run it by its full name: $bindir/cashdash init mysite"
        ;;
esac
