import { ConsoleSelect } from '../../../ui/console-fields';
import { useAllRoutes } from '../api/all-routes';

/** A kit select of the shop's categories, each by its route under /c/ ("meat/lamb"). */
export function CategorySelect({ name, id, label = 'Category' }: { name: string; id: string; label?: string }) {
  const routes = useAllRoutes().data ?? [];
  return (
    <ConsoleSelect name={name} id={id} label={label}>
      <option value="">Choose a category</option>
      {routes
        .filter((r) => r.type === 'category')
        .map((r) => {
          const route = r.route.replace(/^\/c\//, '');
          return (
            <option key={route} value={route}>
              {r.title} ({route})
            </option>
          );
        })}
    </ConsoleSelect>
  );
}
