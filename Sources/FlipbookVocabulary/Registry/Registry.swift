import FlipbookModel

/// Every built-in construct a scene can name, by its Swift name: the one table the interpreter
/// looks them up in. A construct is one file (its type) and one line here.
public enum Registry {
    /// A modifier: what kind it is and how to make it from a call.
    public enum ModifierEntry: Sendable {
        /// Drawing and layout modifiers.
        case view(@Sendable (any ArgumentReader) throws(ArgumentError) -> AnyViewModifier)
        /// Modifiers that write the environment.
        case environment(@Sendable (any ArgumentReader) throws(ArgumentError) -> any EnvironmentModifierKind)
        /// Modifiers that set a trait of the view.
        case trait(@Sendable (any ArgumentReader) throws(ArgumentError) -> any TraitModifierKind)
        /// Modifiers with nothing to draw in an offline render (accessibility, hit testing…):
        /// accepted, arguments ignored.
        case inert
    }

    public static let modifiers: [String: ModifierEntry] = drawn.merging(
        TextStyleModifier.entries.mapValues { make in
            ModifierEntry.environment { arguments throws(ArgumentError) in try make(arguments) }
        },
        uniquingKeysWith: { drawn, _ in drawn }
    ).merging(InertModifiers.names.map { ($0, ModifierEntry.inert) }, uniquingKeysWith: { drawn, _ in drawn })

    static let drawn: [String: ModifierEntry] = [
        "frame": view(Frame.self),
        "padding": view(Padding.self),
        // A preview has no safe area of its own, so the padding it adds to it insets the content
        // as `padding` does.
        "position": view(Position.self),
        "offset": view(Offset.self),
        "opacity": view(Opacity.self),
        "scaleEffect": view(ScaleEffect.self),
        "rotationEffect": view(RotationEffect.self),
        "rotation3DEffect": view(Rotation3DEffect.self),
        "cornerRadius": view(CornerRadius.self),
        "blur": view(Blur.self),
        "zIndex": trait(ZIndex.self),
        "shadow": view(Shadow.self),
        "brightness": view(Brightness.self),
        "contrast": view(Contrast.self),
        "saturation": view(Saturation.self),
        "grayscale": view(Grayscale.self),
        "hueRotation": view(HueRotation.self),
        "colorInvert": view(ColorInvert.self),
        "colorMultiply": view(ColorMultiply.self),
        "blendMode": view(BlendModeModifier.self),
        "compositingGroup": view(CompositingGroup.self),
        "drawingGroup": view(CompositingGroup.self),
        "clipShape": .view { arguments throws(ArgumentError) in AnyViewModifier(try ClipShape.clipShape(arguments)) },
        "clipped": .view { arguments throws(ArgumentError) in AnyViewModifier(try ClipShape.clipped(arguments)) },
        "font": environment(FontModifier.self),
        "lineLimit": environment(LineLimitModifier.self),
        "containerShape": environment(ContainerShapeModifier.self),
        "lineSpacing": environment(LineSpacingModifier.self),
        "multilineTextAlignment": environment(MultilineTextAlignmentModifier.self),
        "truncationMode": environment(TruncationModeModifier.self),
        "minimumScaleFactor": environment(MinimumScaleFactorModifier.self),
        "foregroundStyle": environment(ForegroundStyle.self),
        "foregroundColor": environment(ForegroundColor.self),
        "tint": environment(TintModifier.self),
        "backgroundStyle": environment(BackgroundStyleModifier.self),
        "contentTransition": environment(ContentTransitionModifier.self),
        "accentColor": environment(TintModifier.self),
        "disabled": environment(DisabledModifier.self),
        "allowsHitTesting": environment(HitTestingModifier.self),
        "labelsHidden": environment(LabelsHiddenModifier.self),
        "listStyle": environment(ListStyleModifier.self),
        "imageScale": environment(ImageScaleModifier.self),
        "symbolVariant": environment(SymbolVariantModifier.self),
        "symbolRenderingMode": environment(SymbolRenderingModeModifier.self),
        "symbolEffect": .inert,
        "aspectRatio": view(AspectRatio.self),
        "scaledToFit": .view { arguments in AnyViewModifier(AspectRatio.scaledToFit(arguments)) },
        "scaledToFill": .view { arguments in AnyViewModifier(AspectRatio.scaledToFill(arguments)) },
        "fixedSize": view(FixedSize.self),
        "hidden": view(Hidden.self),
        "layoutPriority": trait(LayoutPriority.self),
        "gridCellColumns": trait(GridCellColumns.self),
        "gridColumnAlignment": trait(GridColumnAlignment.self),
        "gridCellAnchor": trait(GridCellAnchor.self),
        "gridCellUnsizedAxes": trait(GridCellUnsizedAxes.self),
        "scrollClipDisabled": environment(ScrollClipDisabled.self),
        "defaultScrollAnchor": environment(DefaultScrollAnchor.self),
        "contentMargins": environment(ContentMargins.self),
    ]

    /// Leaf views with arguments (shapes, `Text` and `Color` are made by the interpreter, which
    /// knows their values).
    public static let leaves: [String: @Sendable (any ArgumentReader) throws(ArgumentError) -> AnyLeafView] = [
        "Spacer": leaf(SpacerLeaf.self),
        "Divider": leaf(DividerLeaf.self),
    ]

    /// Containers (their content closure is taken by the interpreter).
    public static let containers: [String: @Sendable (any ArgumentReader) throws(ArgumentError) -> AnyContainerLayout] = [
        "VStack": { arguments throws(ArgumentError) in
            AnyContainerLayout(
                StackLayout.vertical(
                    alignment: try arguments.horizontalAlignment("alignment") ?? .center,
                    spacing: try arguments.finiteDouble("spacing")))
        },
        "HStack": { arguments throws(ArgumentError) in
            AnyContainerLayout(
                StackLayout.horizontal(
                    alignment: try arguments.verticalAlignment("alignment") ?? .center,
                    spacing: try arguments.finiteDouble("spacing")))
        },
        // The lazy stacks create their children on demand; offline every child is shown, so
        // they lay out as the eager ones (their defaults are the same), except that they take
        // the whole length offered across their axis.
        "LazyVStack": { arguments throws(ArgumentError) in
            try LazyGridLayout.readPinnedViews(arguments)
            var stack = StackLayout.vertical(
                alignment: try arguments.horizontalAlignment("alignment") ?? .center,
                spacing: try arguments.finiteDouble("spacing"))
            stack.fillsAcross = true
            return AnyContainerLayout(stack)
        },
        "LazyHStack": { arguments throws(ArgumentError) in
            try LazyGridLayout.readPinnedViews(arguments)
            var stack = StackLayout.horizontal(
                alignment: try arguments.verticalAlignment("alignment") ?? .center,
                spacing: try arguments.finiteDouble("spacing"))
            stack.fillsAcross = true
            return AnyContainerLayout(stack)
        },
        "ZStack": container(ZStackLayout.self),
        "ViewThatFits": container(ViewThatFitsLayout.self),
        "ScrollView": container(ScrollViewLayout.self),
        "Grid": container(GridLayout.self),
        "GridRow": container(GridRowLayout.self),
        "LazyVGrid": { arguments throws(ArgumentError) in AnyContainerLayout(try LazyGridLayout.vertical(arguments)) },
        "LazyHGrid": { arguments throws(ArgumentError) in AnyContainerLayout(try LazyGridLayout.horizontal(arguments)) },
    ]

    /// Transitions: static members and functions of `AnyTransition` (and of `Transition`).
    public static let transitions: [String: @Sendable (any ArgumentReader) throws(ArgumentError) -> TransitionValue] = [
        "identity": transition(IdentityTransition.self),
        "opacity": transition(OpacityTransition.self),
        "scale": transition(ScaleTransition.self),
        "offset": transition(OffsetTransition.self),
        "move": transition(MoveTransition.self),
        "slide": transition(SlideTransition.self),
        "push": transition(PushTransition.self),
        "blurReplace": transition(BlurReplaceTransition.self),
    ]

    public static let shapes = BuiltinShapes.makers
    public static let shapeMethods = ShapeMethods.shapeMethods
    public static let shapeViewMethods = ShapeMethods.viewMethods
    /// `Image` methods (`resizable()`…); `Image(systemName:)` itself is made by the interpreter,
    /// which locates an unknown symbol name at its string.
    public static let imageMethods = ImageMethods.methods

    // MARK: - Entry makers

    static func view<M: ViewModifierKind & ArgumentConstructible>(_ type: M.Type) -> ModifierEntry {
        .view { arguments throws(ArgumentError) in AnyViewModifier(try M.make(arguments)) }
    }

    static func environment<M: EnvironmentModifierKind & ArgumentConstructible>(_ type: M.Type) -> ModifierEntry {
        .environment { arguments throws(ArgumentError) in try M.make(arguments) }
    }

    static func trait<M: TraitModifierKind & ArgumentConstructible>(_ type: M.Type) -> ModifierEntry {
        .trait { arguments throws(ArgumentError) in try M.make(arguments) }
    }

    static func leaf<L: LeafView & ArgumentConstructible>(
        _ type: L.Type
    ) -> @Sendable (any ArgumentReader) throws(ArgumentError) -> AnyLeafView {
        { arguments throws(ArgumentError) in AnyLeafView(try L.make(arguments)) }
    }

    static func container<C: ContainerLayout & ArgumentConstructible>(
        _ type: C.Type
    ) -> @Sendable (any ArgumentReader) throws(ArgumentError) -> AnyContainerLayout {
        { arguments throws(ArgumentError) in AnyContainerLayout(try C.make(arguments)) }
    }

    static func transition<T: TransitionKind & ArgumentConstructible>(
        _ type: T.Type
    ) -> @Sendable (any ArgumentReader) throws(ArgumentError) -> TransitionValue {
        { arguments throws(ArgumentError) in .kind(AnyTransitionKind(try T.make(arguments))) }
    }
}
