import { data } from "react-router";

// Any unknown path: the root error boundary renders "Oops! Page not found" with status 404.
export function loader(): never {
  throw data({ message: "The page you're looking for doesn't exist or has moved." }, { status: 404 });
}

export function action(): never {
  throw data({ message: "The page you're looking for doesn't exist or has moved." }, { status: 404 });
}

export default function NotFound() {
  return null;
}
