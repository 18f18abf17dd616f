// swift-tools-version: 6.0
