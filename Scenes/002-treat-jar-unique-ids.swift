import SwiftUI

// WWDC21 "Demystify SwiftUI" — the treat jar, with each treat identified by a serial number,
// the talk's fix for names that are not unique. Two more dog biscuits are bought in bulk and
// added to the jar: each has its own id, so both show up, fading in below Jerky while the rest
// of the jar moves up to make room (the stack stays centred as it grows), and the heading counts
// 5 treats. (The transcript has no code; this follows the talk's slides. The talk lays the cells
// out in a LazyVGrid inside a ScrollView, which Flipbook does not support yet: here they are in a
// VStack.)

struct Treat: Identifiable {
    var name: String
    var color: Color
    var serialNumber: Int
    var id: Int { serialNumber }
}

struct TreatCell: View {
    var treat: Treat

    var body: some View {
        Text(treat.name)
            .font(.system(size: 20, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 200, height: 44)
            .background(RoundedRectangle(cornerRadius: 10).fill(treat.color))
    }
}

struct TreatJar: View {
    @State private var treats = [
        Treat(name: "Biscuit", color: .brown, serialNumber: 1),
        Treat(name: "Bone", color: .gray, serialNumber: 2),
        Treat(name: "Jerky", color: .red, serialNumber: 3),
    ]

    var body: some View {
        VStack(spacing: 8) {
            Text("\(treats.count) treats in the jar")
                .font(.headline)
            ForEach(treats) { treat in
                TreatCell(treat: treat)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                treats.append(Treat(name: "Biscuit", color: .brown, serialNumber: 4))
                treats.append(Treat(name: "Biscuit", color: .brown, serialNumber: 5))
            }
        }
    }
}

#Preview("Treat jar, serial numbers as ids", traits: .fixedLayout(width: 300, height: 360)) {
    TreatJar()
}
