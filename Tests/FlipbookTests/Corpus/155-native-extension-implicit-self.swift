// Extensions of native types use self's members without 'self.' (uppercased(), count, split,
// reduce, append), and a mutating method of an extension of Array changes the variable it is
// called on: "HI THERE!8" and "AL 16".
import SwiftUI
extension String {
    func shout() -> String { uppercased() + "!" + String(count) }
    var initials: String { split(separator: " ").compactMap(\.first).map(String.init).joined() }
}
extension Array where Element == Int {
    func total() -> Int { reduce(0, +) + count }
    mutating func bump() { append(10) }
}
#Preview(traits: .fixedLayout(width: 200, height: 60)) {
    var numbers = [1, 2]
    numbers.bump()
    return VStack { Text("hi there".shout()); Text("Ada Lovelace".initials + " \(numbers.total())") }
}
