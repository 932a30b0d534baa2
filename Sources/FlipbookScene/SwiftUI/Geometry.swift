import FlipbookModel
import Foundation

extension NativeTypes {
    static let angle = NativeType("Angle") { t in
        t.protocols = ["Animatable", "Comparable"]
        t.staticProperties["zero"] = { _, _ in .native(.angle(.zero)) }
        t.staticFunctions = [
            "degrees": { _, a throws(Interrupt) in .native(.angle(Angle(degrees: try a.requiredDouble(nil)))) },
            "radians": { _, a throws(Interrupt) in .native(.angle(Angle(radians: try a.requiredDouble(nil)))) },
        ]
        t.initializer = { _, a throws(Interrupt) in
            if let degrees = try a.double("degrees") { return .native(.angle(Angle(degrees: degrees))) }
            return .native(.angle(Angle(radians: try a.double("radians") ?? 0)))
        }
        t.properties = [
            "degrees": { _, v, _ in if case .native(.angle(let a)) = v { .double(a.degrees) } else { .double(0) } },
            "radians": { _, v, _ in if case .native(.angle(let a)) = v { .double(a.radians) } else { .double(0) } },
            "animatableData": { _, v, _ in if case .native(.angle(let a)) = v { .double(a.radians) } else { .double(0) } },
        ]
        // `angle.animatableData = newValue` in an `Animatable` type's setter; so are the others.
        for (name, make) in [
            ("degrees", Angle.init(degrees:)), ("radians", Angle.init(radians:)), ("animatableData", Angle.init(radians:)),
        ] {
            t.setters.define(name) { i, v, value, span throws(Interrupt) in
                guard let number = value.asDouble else {
                    throw .error("cannot assign a value of type '\(i.typeName(of: value))' to 'Angle.\(name)'", at: span)
                }
                v = .native(.angle(make(number)))
            }
        }
    }

    static let unitPoint = NativeType("UnitPoint") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for (name, point) in UnitPoint.named { statics[name] = { _, _ in .native(.unitPoint(point)) } }
        t.staticProperties = statics
        t.initializer = { _, a throws(Interrupt) in
            .native(.unitPoint(UnitPoint(x: try a.double("x") ?? 0, y: try a.double("y") ?? 0)))
        }
        t.properties = [
            "x": { _, v, _ in if case .native(.unitPoint(let p)) = v { .double(p.x) } else { .double(0) } },
            "y": { _, v, _ in if case .native(.unitPoint(let p)) = v { .double(p.y) } else { .double(0) } },
        ]
    }

    static let alignment = NativeType("Alignment") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for (name, alignment) in Interpreter.alignments { statics[name] = { _, _ in .native(.alignment(alignment)) } }
        t.staticProperties = statics
        t.initializer = { _, a throws(Interrupt) in
            guard case .native(.horizontalAlignment(let h))? = try a.value("horizontal", .native("HorizontalAlignment")),
                case .native(.verticalAlignment(let v))? = try a.value("vertical", .native("VerticalAlignment"))
            else {
                throw .error("Alignment(horizontal:vertical:) needs both guides", at: a.span)
            }
            return .native(.alignment(Alignment(horizontal: h, vertical: v)))
        }
        t.properties = [
            "horizontal": { _, v, _ in
                if case .native(.alignment(let a)) = v { .native(.horizontalAlignment(a.horizontal)) } else { .none }
            },
            "vertical": { _, v, _ in
                if case .native(.alignment(let a)) = v { .native(.verticalAlignment(a.vertical)) } else { .none }
            },
        ]
    }

    static let horizontalAlignment = NativeType("HorizontalAlignment") { t in
        t.staticProperties = [
            "leading": { _, _ in .native(.horizontalAlignment(.leading)) },
            "center": { _, _ in .native(.horizontalAlignment(.center)) },
            "trailing": { _, _ in .native(.horizontalAlignment(.trailing)) },
            "listRowSeparatorLeading": { _, _ in .native(.horizontalAlignment(.leading)) },
            "listRowSeparatorTrailing": { _, _ in .native(.horizontalAlignment(.trailing)) },
        ]
        t.initializer = { i, a throws(Interrupt) in
            .native(.horizontalAlignment(.custom(try i.customAlignmentID(a, "HorizontalAlignment"))))
        }
    }

    static let verticalAlignment = NativeType("VerticalAlignment") { t in
        t.staticProperties = [
            "top": { _, _ in .native(.verticalAlignment(.top)) },
            "center": { _, _ in .native(.verticalAlignment(.center)) },
            "bottom": { _, _ in .native(.verticalAlignment(.bottom)) },
            "firstTextBaseline": { _, _ in .native(.verticalAlignment(.firstTextBaseline)) },
            "lastTextBaseline": { _, _ in .native(.verticalAlignment(.lastTextBaseline)) },
        ]
        t.initializer = { i, a throws(Interrupt) in
            .native(.verticalAlignment(.custom(try i.customAlignmentID(a, "VerticalAlignment"))))
        }
    }

    static let edge = NativeType("Edge") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for edge in Edge.allCases { statics[edge.rawValue] = { _, _ in .native(.edge(edge)) } }
        t.staticProperties = statics
        t.staticProperties["allCases"] = { _, _ in .array(Edge.allCases.map { .native(.edge($0)) }) }
    }

    static let edgeSet = NativeType("Edge.Set") { t in
        t.staticProperties = [
            "all": { _, _ in .native(.edgeSet(Set(Edge.allCases))) },
            "horizontal": { _, _ in .native(.edgeSet([.leading, .trailing])) },
            "vertical": { _, _ in .native(.edgeSet([.top, .bottom])) },
            "top": { _, _ in .native(.edgeSet([.top])) },
            "bottom": { _, _ in .native(.edgeSet([.bottom])) },
            "leading": { _, _ in .native(.edgeSet([.leading])) },
            "trailing": { _, _ in .native(.edgeSet([.trailing])) },
        ]
    }

    static let axis = NativeType("Axis") { t in
        t.staticProperties = [
            "horizontal": { _, _ in .native(.axis(.horizontal)) },
            "vertical": { _, _ in .native(.axis(.vertical)) },
        ]
    }

    static let axisSet = NativeType("Axis.Set") { t in
        // `ScrollView(.init())`: no axis, a scroll view that does not scroll.
        t.initializer = { _, a throws(Interrupt) in
            guard try a.positional().isEmpty else { throw .error("Axis.Set(…) is supported without arguments", at: a.span) }
            return .native(.axisSet([]))
        }
        t.staticProperties = [
            "horizontal": { _, _ in .native(.axisSet([.horizontal])) },
            "vertical": { _, _ in .native(.axisSet([.vertical])) },
        ]
        // `axes.contains(.horizontal)`, as an OptionSet answers.
        t.methods = [
            "contains": { _, v, a throws(Interrupt) in
                guard case .native(.axisSet(let axes)) = v else { return .false }
                switch try a.required(nil, .native("Axis.Set")) {
                case .native(.axisSet(let other)): return .bool(other.isSubset(of: axes))
                case .native(.axis(let axis)): return .bool(axes.contains(axis))
                default: return .false
                }
            }
        ]
    }
}

extension Interpreter {
    /// SwiftUI's named alignments.
    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        // iOS 16's text-baseline alignments.
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
}
