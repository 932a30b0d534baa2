import SwiftUI

struct TabBarIndicator: View {
    @Namespace private var animation
    @State private var selection = 0
    let tabs = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Text(tabs[index])
                        .foregroundColor(selection == index ? .primary : .secondary)
                    if selection == index {
                        Capsule()
                            .fill(Color.blue)
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: animation)
                    } else {
                        Color.clear.frame(height: 3)
                    }
                }
                .frame(width: 80)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.5)) { selection = 2 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 280, height: 80)) {
    TabBarIndicator()
}
