/** A page that only says something: an unknown endpoint, a role the page needs. */
export const CONSOLE_MESSAGE_TEMPLATE = `<h1>{{heading}}</h1>
<p>{{text}}</p>
<p><a href="{{backHref}}">{{backLabel}}</a></p>
`;
