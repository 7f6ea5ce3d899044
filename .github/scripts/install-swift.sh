#!/usr/bin/env bash
# Installs Swift from swift.org into /opt/swift on Debian or Ubuntu (x86_64 or aarch64), checked against swift.org's
# signing keys, and puts it on the PATH of the job's later steps. /opt/swift/usr/bin/swift is the layout
# Scripts/package.sh and Scripts/toolchain-free-check.sh expect: they find the toolchain from that path.
#     .github/scripts/install-swift.sh VERSION        # such as 6.3.1
set -euo pipefail
version=${1:?usage: install-swift.sh VERSION}
# shellcheck source=/dev/null
. /etc/os-release
case $(uname -m) in
    x86_64) suffix= ;;
    aarch64) suffix=-aarch64 ;;
    *) echo "error: swift.org has no toolchain for $(uname -m)" >&2; exit 1 ;;
esac
platform=$ID${VERSION_ID//./}$suffix                                # debian12, ubuntu2404-aarch64
name=swift-$version-RELEASE-$ID$VERSION_ID$suffix                   # swift-6.3.1-RELEASE-debian12
url=https://download.swift.org/swift-$version-release/$platform/swift-$version-RELEASE/$name.tar.gz
# Root in a container; sudo on a runner itself.
as_root=()
[ "$(id -u)" = 0 ] || as_root=(sudo)

# What swift.org's install guide lists for Debian and Ubuntu (g++ brings the C++ library's development files).
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils ca-certificates curl g++ git \
    gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libncurses-dev libpython3-dev libsqlite3-0 libxml2-dev libz3-dev \
    pkg-config tzdata unzip zlib1g-dev

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
curl -fsSL --retry 3 -o "$work/swift.tar.gz" "$url"
curl -fsSL --retry 3 -o "$work/swift.tar.gz.sig" "$url.sig"
export GNUPGHOME=$work/gnupg
mkdir -m 700 "$GNUPGHOME"
curl -fsSL --retry 3 https://www.swift.org/keys/all-keys.asc | gpg --batch --quiet --import -
gpg --batch --verify "$work/swift.tar.gz.sig" "$work/swift.tar.gz"
"${as_root[@]}" mkdir -p /opt/swift
"${as_root[@]}" tar -xzf "$work/swift.tar.gz" -C /opt/swift --strip-components=1
echo /opt/swift/usr/bin >> "${GITHUB_PATH:-/dev/null}"
/opt/swift/usr/bin/swift --version
