import FlipbookModel

extension NativeGlobals {
    /// What the prelude's Core Data reaches natively: an object's properties by name, an
    /// entity's class by its name, and the to-many accessors Xcode declares `@NSManaged`.
    static let managedObjectCalls: [String: NativeType.Call] = [
        // `object.value(forKey: "name")`: a property read by its name (nil for an unknown key).
        "_objectProperty": { i, a throws(Interrupt) in
            let object = try a.required(nil)
            let key = try a.string(nil) ?? ""
            try a.finish()
            return try PredicateEvaluation(interpreter: i, span: a.span, env: a.env).value(of: object, at: [key])
        },
        // An `@NSManaged func addToItems(_:)` or `removeFromItems(_:)`: the to-many relationship
        // gains or loses the object (or the objects of a set), set as an assignment would.
        "_managedRelationshipEdit": { i, a throws(Interrupt) in
            var object = try a.required(nil)
            let name = try a.string(nil) ?? ""
            let value = try a.required(nil)
            let adding = try a.string(nil) == "add"
            try a.finish()
            let current = try i.member(of: object, name, at: a.span, a.env)
            var members = current.isNone ? SetStorage() : (current.setStorage ?? SetStorage())
            let edited: [Value] =
                switch value {
                case .set, .array: try i.elements(of: value, at: a.span)
                default: [value]
                }
            for item in edited {
                let hash = try i.hashKey(item, at: a.span)
                if adding {
                    _ = members.insert(item, hash: hash)
                } else {
                    _ = members.remove(hash)
                }
            }
            try i.setField(&object, name, .set(members), at: a.span)
            return .void
        },
        // `UIApplication.shared.delegate`: the app's `UIApplicationDelegate` class, made once
        // (the Core Data template's `persistentContainer` lives in it).
        "_appDelegate": { i, a throws(Interrupt) in
            try a.finish()
            if let made = i.appDelegate { return made }
            let declared = i.index.types.values.filter { type in
                type.kind == .class && type.conforms(to: "UIApplicationDelegate") && !(type.span.map(Interpreter.isPrelude) ?? true)
            }
            guard let type = declared.min(by: { $0.name < $1.name }) else { return .none }
            let made = try i.construct(.declared(type), [], nil, at: a.span, a.env)
            i.appDelegate = made
            return made
        },
        // A class of the scene's by its name (a Core Data entity's), nil when none has it.
        "_typeNamed": { i, a throws(Interrupt) in
            let name = try a.string(nil) ?? ""
            try a.finish()
            guard case .declared(let info)? = i.typeNamed(name, from: nil), info.kind == .class else { return .none }
            return .type(.declared(info))
        },
    ]
}
