/// Modifiers with nothing to draw in an offline render: they describe accessibility, input,
/// focus, hit testing, haptics or system chrome that a still frame never shows. Flipbook accepts
/// them so that ordinary SwiftUI code runs unchanged, and ignores their arguments.
///
/// A modifier belongs here only if it can never change a pixel of a preview; anything that
/// could (`.toolbar`, `.badge`…) must be drawn or be an error instead.
enum InertModifiers {
    static let names: [String] = [
        // Accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityElement",
        "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityInputLabels",
        "accessibilityRepresentation", "accessibilityChildren", "accessibilityRotor", "accessibilityHeading",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction",
        "accessibilityFocused", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityIgnoresInvertColors", "accessibilityTextContentType", "accessibilityZoomAction",
        "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAdjustedPitch",
        "speechAnnouncementsQueued",
        // The deprecated `.accessibility(label:)` family
        "accessibility",
        // Hit testing, gestures and pointer
        "contentShape", "hoverEffect", "hoverEffectDisabled", "onHover",
        "defersSystemGestures",
        "onLongPressGesture", "onContinuousHover", "draggable", "dropDestination", "onDrag", "onDrop",
        "contextMenu", "scrollDisabled", "scrollDismissesKeyboard", "scrollIndicators", "scrollBounceBehavior",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition",
        "refreshable", "swipeActions", "selectionDisabled",
        // List editing (`onDelete` and `onMove` mark rows for edit mode's controls)
        "onInsert", "deleteDisabled", "moveDisabled",
        // The Digital Crown's input (watchOS)
        "digitalCrownRotation", "digitalCrownAccessory",
        // Keyboard, focus and text input
        "help", "keyboardShortcut", "focusable", "focused", "focusEffectDisabled", "focusSection", "focusScope",
        "prefersDefaultFocus", "focusedValue", "focusedSceneValue", "focusedObject",
        "focusedSceneObject", "submitLabel", "onSubmit", "submitScope", "textContentType", "keyboardType",
        "autocorrectionDisabled", "disableAutocorrection", "textInputAutocapitalization", "autocapitalization",
        "textSelection", "privacySensitive",
        // Tightening only squeezes letters by a fraction of a point before truncating.
        "allowsTightening",
        // Haptics and system chrome a preview canvas has no room for
        "sensoryFeedback", "statusBarHidden", "statusBar",
        "toolbarRole",
        // iOS 26 groups toolbar items on one glass background; Flipbook draws them without it
        "sharedBackgroundVisibility",
        // Flipbook animates every frame relative to its parent's animated frame, which is what
        // a geometry group asks of SwiftUI (docs/semantics.md, "What animates")
        "geometryGroup",
        "persistentSystemOverlays", "interactiveDismissDisabled", "presentationContentInteraction", "presentationCompactAdaptation",
        "menuOrder",
        // A link's place in a split view: a preview's stack pushes it the same either way
        "isDetailLink",
        // How a held button repeats its action: input a still frame never receives
        "buttonRepeatBehavior",
        // Read only by a `TextRenderer`, which Flipbook does not run: text draws as without it
        "customAttribute",
        // A preview canvas has no safe area to ignore (no notch, no home indicator)
        "ignoresSafeArea", "edgesIgnoringSafeArea",
        // Xcode's preview canvas settings (a `PreviewProvider`'s name and fixed layout are read
        // from the end of its body)
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewContext",
        // iOS 18's zoom transition: its source draws as itself until a navigation, which a
        // preview's stack never makes; the flash of scroll indicators on appear
        "matchedTransitionSource", "navigationTransition", "scrollIndicatorsFlash",
        // A menu on the navigation title opens on a tap a preview never makes; where a scroll
        // view would come to rest after a fling; the layout direction (always left to right)
        "toolbarTitleMenu", "scrollTarget", "layoutDirectionBehavior", "flipsForRightToLeftLayoutDirection",
        // A split view's columns side by side, which a preview's compact width collapses into a
        // stack (docs/scene-language.md, `NavigationSplitView`)
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
        // iOS 26's scroll edge effect, which Flipbook does not draw (docs/scene-language.md)
        "scrollEdgeEffectHidden", "scrollEdgeEffectStyle",
        // What a search field shows while it is being typed in, which a render never does
        "searchSuggestions", "searchCompletion", "searchScopes", "searchPresentationToolbarBehavior",
        // Events an offline render never receives
        "onOpenURL", "handlesExternalEvents", "userActivity", "onContinueUserActivity",
        // Scroll views stay at rest: their geometry and phase never change, so these never run
        // (as `onChange`, they are not called for the first value)
        "onScrollGeometryChange", "onScrollPhaseChange",
    ]
}
