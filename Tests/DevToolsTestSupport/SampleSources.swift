/// Small sources that several suites build projects from.
public enum SampleSources {
    /// A component declared in a header, as apps do.
    public static let profileComponentHeader = "@interface ProfileComponent : CKCompositeComponent\n@end\n"

    /// The controller of `ProfileComponent` (named after it, as classic ComponentKit requires).
    public static let profileComponentController = """
        @interface ProfileComponentController : CKComponentController
        @end

        @implementation ProfileComponentController
        - (void)didMount
        {
          [super didMount];
        }
        @end

        """
}
