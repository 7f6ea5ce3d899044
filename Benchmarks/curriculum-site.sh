# shellcheck shell=bash
# Sourced by the build benchmarks (build.sh, pairs.sh, floor.sh), from the repository's root.

# Sets `site` to the 2,000-chapter site (or CHAPTERS) of the corpus CORPUS names (generated, the default, or nodejs:
# Node.js's API docs), with a glossary of TERMS terms for generated chapters, and makes it when it is missing.
# Usage: curriculum_site CHAPTERS [TERMS]
curriculum_site() {
    local chapters=$1 terms=${2:-0}
    case ${CORPUS:-generated} in
        generated) site=Benchmarks/work/site-$chapters-$terms ;;
        nodejs) site=Benchmarks/work/site-nodejs-$chapters ;;
        *) echo "CORPUS is generated (the default) or nodejs, not $CORPUS"; exit 1 ;;
    esac
    [ -d "$site/Content" ] && return
    if [ "${CORPUS:-generated}" = nodejs ]; then
        python3 Benchmarks/generate-nodejs-chapters.py "$site" "$chapters"
    else
        python3 Benchmarks/generate-curriculum.py "$site" "$chapters" "$terms"
    fi
}

# Sets `cashdash` to the binary to measure: CASHDASH, or a release build of its own (.build-release, so that the
# debug build in .build is kept), built now.
# shellcheck disable=SC2034  # cashdash is the caller's
measured_cashdash() {
    if [ -z "${CASHDASH:-}" ]; then
        swift build -c release --product cashdash --scratch-path .build-release >/dev/null
    fi
    cashdash=${CASHDASH:-$(swift build -c release --scratch-path .build-release --show-bin-path)/cashdash}
}
