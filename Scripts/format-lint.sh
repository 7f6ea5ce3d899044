#!/usr/bin/env bash
# Checks that every Swift file is formatted as .swift-format says (4 spaces, 120 columns, the rules it turns off
# match how this code is written). Fix what it reports with:
#   swift format format --in-place --parallel --recursive Sources Tests Benchmarks Package.swift
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --parallel --recursive Sources Tests Benchmarks Package.swift
