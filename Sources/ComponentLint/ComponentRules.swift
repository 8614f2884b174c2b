import DevToolsCore
import SourceFacts

/// The catalogue of every `lint-components` rule.
public enum ComponentRules {
    static let types: [any ComponentRule.Type] = [
        ControllerNamingRule.self, ControllerSuperclassRule.self, ControllerNotRegisteredRule.self,
        MissingScopeRule.self, ScopeAfterSuperRule.self, ScopeArgumentsRule.self, ScopeInObjCFileRule.self,
        SuperNewOnceRule.self, ControllerAllocRule.self, MissingSuperCallRule.self,
        ControlActionNonControlRule.self, DuplicateViewAttributeRule.self,
        TextureInitTouchesViewRule.self, TextureLayoutSpecTouchesViewRule.self, ViewControllerInitTouchesViewRule.self,
        AdviceMutableLocalRule.self, AdviceFactoryFunctionRule.self, AdviceUnconventionalSuperclassRule.self,
        AdviceMultipleFactoriesRule.self, AdviceConstructorSideEffectRule.self,
    ]

    public static let all: [RuleDescription] = types.map { $0.description }
}
