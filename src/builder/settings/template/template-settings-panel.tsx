export default function TemplateSettingsPanel() {
	return <div />;
}
