// The sized integers keep their own bounds (`Int16.min`, `UInt8.max`), a range of all of an
// `Int16` holds 65 536 values, and `Int.random(in: Int.min...Int.max)` (more values than an Int
// counts) draws from the whole range.
import SwiftUI

struct SizedBounds: View {
    let all = (Int16.min...Int16.max).map { $0 }
    var body: some View {
        let any = Int.random(in: Int.min...Int.max)
        VStack {
            Text("\(Int16.min) \(Int16.max) \(UInt8.max) \(Int8.min)")
            Text("\(all.count) values")
            Text(any >= Int.min ? "any Int" : "impossible")
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 100)) { SizedBounds() }
